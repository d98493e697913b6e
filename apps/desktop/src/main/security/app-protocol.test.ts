import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../files/file-system';
import { temporaryFolder } from '../test-support/export-fixtures';
import { resolveAppFile, serveAppRequest } from './app-protocol';

describe('app:// serves the built renderer and nothing else', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let renderer: string;
  beforeEach(() => {
    folder = temporaryFolder();
    renderer = join(folder.path, 'renderer');
    mkdirSync(join(renderer, 'assets'), { recursive: true });
    writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>QR Link</title>');
    writeFileSync(join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(folder.path, 'secret.txt'), 'segredo');
  });
  afterEach(() => folder.remove());

  const serve = (url: string, method = 'GET') =>
    serveAppRequest(new Request(url, { method }), {
      rendererDir: renderer,
      readFile: nodeFileSystem.readFile,
      contentSecurityPolicy: () => "default-src 'none'",
    });

  it('answers the page and its assets with the policy header', async () => {
    const page = await serve('app://qrlink/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await page.text()).toContain('QR Link');
    const script = await serve('app://qrlink/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never reads outside the renderer folder', async () => {
    for (const url of [
      'app://qrlink/../secret.txt',
      'app://qrlink/%2e%2e/secret.txt',
      'app://qrlink/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://qrlink/assets/..%5c..%5csecret.txt',
    ]) {
      expect((await serve(url)).status, url).toBe(404);
    }
    expect(resolveAppFile('app://qrlink/assets/%00.js', renderer)).toBeNull();
    expect((await serve('app://qrlink/missing.js')).status).toBe(404);
    expect((await serve('app://qrlink/index.html', 'POST')).status).toBe(405);
  });
});
