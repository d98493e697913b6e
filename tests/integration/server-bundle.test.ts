/**
 * The server bundle `npm start` runs (scripts/server-bundle.mjs): our TypeScript in one file,
 * `import.meta.url` and `.dirname` still those of each source file, packages left as imports,
 * rebuilt only when a source it was made from changed or vanished.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBundle, serverBundleStale } from '../../scripts/server-bundle.mjs';

describe('the server bundle', () => {
  // Inside the repository, as apps/server/dist is: the bundle's package imports resolve from it.
  const cache = join(import.meta.dirname, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'qrlink-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entry = join(dir, 'main.ts');
  const helper = join(dir, 'lib', 'where.ts');
  const outfile = join(dir, 'dist', 'main.mjs');
  writeFileSync(
    entry,
    [
      "import { basename } from 'node:path';",
      "import { where } from './lib/where.ts';",
      "import { z } from 'zod';",
      'const count: number = 2;',
      'export const here = import.meta.url;',
      'export const folder = import.meta.dirname;',
      'export const helperHere = where();',
      'export const name = basename(here) + count;',
      "export const parsed = z.string().parse('zod ' + count);",
    ].join('\n'),
  );
  mkdirSync(join(dir, 'lib'));
  writeFileSync(helper, 'export const where = (): string => import.meta.url;\n');

  it('bundles TypeScript with each file keeping its own import.meta.url', async () => {
    expect(serverBundleStale(outfile)).toBe(true);
    expect(await ensureServerBundle(entry, outfile)).toBe(true);
    const bundle = (await import(`${pathToFileURL(outfile).href}?v=1`)) as Record<string, string>;
    expect(bundle.here).toBe(pathToFileURL(entry).href);
    expect(bundle.helperHere).toBe(pathToFileURL(helper).href);
    expect(bundle.folder).toBe(dir);
    expect(bundle.name).toBe('main.ts2');
    // zod ran from node_modules: the bundle imports it instead of holding its code.
    expect(bundle.parsed).toBe('zod 2');
    expect(readFileSync(outfile, 'utf8')).toMatch(/from "zod"/);
    expect(statSync(outfile).size).toBeLessThan(2_000);
  });

  it('is rebuilt only when a source is newer or gone', async () => {
    expect(serverBundleStale(outfile)).toBe(false);
    expect(await ensureServerBundle(entry, outfile)).toBe(false);

    // A source edited after the bundle was made.
    const before = new Date(statSync(helper).mtimeMs - 10_000);
    utimesSync(outfile, before, before);
    expect(serverBundleStale(outfile)).toBe(true);
    expect(await ensureServerBundle(entry, outfile)).toBe(true);
    expect(serverBundleStale(outfile)).toBe(false);

    rmSync(helper);
    expect(serverBundleStale(outfile)).toBe(true);
  });
});
