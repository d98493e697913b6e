// A file appears whole or not at all: the bytes go to a hidden temporary file in the same
// folder, which then takes the final name in one step. A failure or a cancelled export never
// leaves half a file behind. Without `replace`, an existing file is never overwritten (a hard
// link refuses to; file systems without links fall back to an exclusive copy).
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { errorCode, type FileSystem } from './file-system';

export class FileExistsError extends Error {
  override name = 'FileExistsError';
}

const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

function temporaryNameFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.partial`);
}

export async function writeAtomically(
  fs: FileSystem,
  path: string,
  data: Uint8Array | string,
  options: { replace: boolean },
): Promise<void> {
  const temporary = temporaryNameFor(path);
  try {
    await fs.writeNew(temporary, data);
    if (options.replace) {
      await fs.rename(temporary, path);
      return;
    }
    try {
      await fs.link(temporary, path);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EEXIST') throw new FileExistsError(path);
      if (!code || !NO_LINKS.has(code)) throw error;
      try {
        await fs.copyNew(temporary, path);
      } catch (copyError) {
        if (errorCode(copyError) === 'EEXIST') throw new FileExistsError(path);
        throw copyError;
      }
    }
  } finally {
    // After a rename the temporary name is gone already; ENOENT is expected then.
    await fs.unlink(temporary).catch(() => {});
  }
}

/** The pt-BR reason a write failed, for the export summary. */
export function writeFailureReason(error: unknown): string {
  if (error instanceof FileExistsError) return 'Já existe um arquivo com esse nome.';
  switch (errorCode(error)) {
    case 'EACCES':
    case 'EPERM':
      return 'Sem permissão para gravar na pasta.';
    case 'ENOSPC':
      return 'Disco cheio.';
    case 'EROFS':
      return 'A pasta é somente leitura.';
    case 'ENAMETOOLONG':
      return 'Nome de arquivo longo demais.';
    case 'ENOENT':
      return 'A pasta não existe mais.';
    default:
      return error instanceof Error ? error.message : 'Erro desconhecido ao gravar.';
  }
}
