// Fixtures for the main-process tests: codes, logos, a temporary folder, a file system whose
// operations can be made to fail, and a decoder for the PNGs written (pngjs + jsQR, as a phone
// camera would read them). Only *.test.ts files import this.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';
import { nodeFileSystem, type FileSystem } from '../files/file-system';

export function code(index: number, overrides: Partial<ExportCode> = {}): ExportCode {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    targetUrl: `https://loja${index}.com.br/cardapio`,
    dynamicUrl: `https://qr.exemplo.com.br/qr/${id}`,
    fgColor: '#fd1455',
    bgColor: '#ffffff',
    logoId: null,
    scanCount: index * 10,
    createdAt: '2025-03-04T15:06:07Z',
    ...overrides,
  };
}

/** A square logo: solid colour, as RGBA and as a PNG data URL. */
export function logo(id: string, side = 120): ExportLogo {
  const png = new PNG({ width: side, height: side });
  for (let i = 0; i < side * side; i += 1) png.data.set([20, 90, 200, 255], i * 4);
  return {
    id,
    width: side,
    height: side,
    rgba: new Uint8Array(png.data),
    svgHref: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`,
  };
}

/** Core's test decoder: pngjs, then jsQR, for dark codes on a light ground. */
export { decodePng } from '@qrlink/core/qr/qr-test-helpers';

export function temporaryFolder() {
  const path = mkdtempSync(join(tmpdir(), 'qrlink-desktop-'));
  return {
    path,
    files: () => readdirSync(path).sort(),
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

/** node:fs with hooks: `before(op, path)` may throw to make that operation fail. */
export function faultyFileSystem(
  before: (operation: keyof FileSystem, path: string) => void | Promise<void>,
): FileSystem {
  const hooked = {} as Record<keyof FileSystem, (...args: unknown[]) => Promise<unknown>>;
  for (const operation of Object.keys(nodeFileSystem) as (keyof FileSystem)[]) {
    const real = nodeFileSystem[operation] as (...args: unknown[]) => Promise<unknown>;
    hooked[operation] = async (...args: unknown[]) => {
      await before(operation, String(args[0]));
      return real(...args);
    };
  }
  return hooked as unknown as FileSystem;
}

export function errnoError(code: string): Error {
  return Object.assign(new Error(`${code}: simulated`), { code });
}
