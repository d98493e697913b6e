// The file operations main needs, as an interface so tests can break them at will. The real
// one is node:fs/promises (nodeFileSystem).
import { constants, promises as fs } from 'node:fs';

export interface FileSystem {
  readdir(dir: string): Promise<string[]>;
  /** Create `path` (fails if it exists: flag 'wx') with `data`. */
  writeNew(path: string, data: Uint8Array | string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Hard link: fails with EEXIST when `to` exists, so it never replaces a file. */
  link(from: string, to: string): Promise<void>;
  /** Copy that fails with EEXIST when `to` exists. */
  copyNew(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  readFile(path: string): Promise<Uint8Array>;
}

export const nodeFileSystem: FileSystem = {
  readdir: (dir) => fs.readdir(dir),
  writeNew: (path, data) => fs.writeFile(path, data, { flag: 'wx' }),
  rename: (from, to) => fs.rename(from, to),
  link: (from, to) => fs.link(from, to),
  copyNew: (from, to) => fs.copyFile(from, to, constants.COPYFILE_EXCL),
  unlink: (path) => fs.unlink(path),
  readFile: (path) => fs.readFile(path),
};

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
