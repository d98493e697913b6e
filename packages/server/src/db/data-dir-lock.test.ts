import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'qrlink-lock-'));
  const dataDir = join(root, 'pglite');
  afterEach(() => rmSync(`${dataDir}.lock`, { force: true }));

  it('refuses a second holder, naming the running one, until the first releases', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`PID ${process.pid}`));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over the lock of a process that is gone, or an unreadable lock file', () => {
    const gone = { pid: 2 ** 22 + 12345, host: hostname(), startedAt: '2026-01-01T00:00:00Z' };
    writeFileSync(`${dataDir}.lock`, JSON.stringify(gone));
    const release = lockDataDir(dataDir);
    release();
    writeFileSync(`${dataDir}.lock`, 'not json');
    lockDataDir(dataDir)();
  });
});
