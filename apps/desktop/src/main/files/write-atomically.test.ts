import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFileSystem } from './file-system';
import { errnoError, faultyFileSystem, temporaryFolder } from '../test-support/export-fixtures';
import { FileExistsError, writeAtomically, writeFailureReason } from './write-atomically';

describe('writeAtomically', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());

  it('writes the file whole and leaves no temporary file', async () => {
    await writeAtomically(nodeFileSystem, join(folder.path, 'a.csv'), 'olá', { replace: false });
    expect(folder.files()).toEqual(['a.csv']);
    expect(readFileSync(join(folder.path, 'a.csv'), 'utf8')).toBe('olá');
  });

  it('never replaces an existing file unless told to', async () => {
    const path = join(folder.path, 'a.csv');
    writeFileSync(path, 'antigo');
    await expect(
      writeAtomically(nodeFileSystem, path, 'novo', { replace: false }),
    ).rejects.toBeInstanceOf(FileExistsError);
    expect(readFileSync(path, 'utf8')).toBe('antigo');
    await writeAtomically(nodeFileSystem, path, 'novo', { replace: true });
    expect(readFileSync(path, 'utf8')).toBe('novo');
    expect(folder.files()).toEqual(['a.csv']);
  });

  it('falls back to an exclusive copy where the file system has no hard links', async () => {
    const fs = faultyFileSystem((operation) => {
      if (operation === 'link') throw errnoError('EPERM');
    });
    const path = join(folder.path, 'b.png');
    await writeAtomically(fs, path, new Uint8Array([1, 2, 3]), { replace: false });
    expect([...readFileSync(path)]).toEqual([1, 2, 3]);
    await expect(writeAtomically(fs, path, 'x', { replace: false })).rejects.toBeInstanceOf(
      FileExistsError,
    );
    expect(folder.files()).toEqual(['b.png']);
  });

  it('removes the temporary file when the disk fills up mid-way', async () => {
    const fs = faultyFileSystem(async (operation, path) => {
      if (operation === 'rename') {
        writeFileSync(path, 'meio arquivo');
        throw errnoError('ENOSPC');
      }
    });
    const error = await writeAtomically(fs, join(folder.path, 'c.png'), 'x', {
      replace: true,
    }).catch((e) => e);
    expect(writeFailureReason(error)).toBe('Disco cheio.');
    expect(folder.files()).toEqual([]);
  });

  it('explains failures in pt-BR', () => {
    expect(writeFailureReason(errnoError('EACCES'))).toBe('Sem permissão para gravar na pasta.');
    expect(writeFailureReason(errnoError('EROFS'))).toBe('A pasta é somente leitura.');
    expect(writeFailureReason(new FileExistsError('x'))).toBe(
      'Já existe um arquivo com esse nome.',
    );
  });
});
