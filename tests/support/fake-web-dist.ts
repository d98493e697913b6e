/**
 * A stand-in for the SPA's build (apps/web/dist) for the server tests that need its pages: an
 * index.html holding `html` and one hashed asset (assets/index-abc123.js), in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeWebDist {
  dir: string;
  remove(): void;
}

export function fakeWebDist(html = '<!doctype html><div id="root"></div>'): FakeWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
