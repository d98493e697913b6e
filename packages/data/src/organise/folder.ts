// A folder as the lists read it, its name checked like the form checks it, and the database's own
// words for a name already taken: what the folder use cases share
// (docs/product/organising.md, "Organising"). Names are checked here and again by the database.
import { z } from 'zod';
import { folderNameSchema } from '@qrlink/core/validation/organise-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { AppError, toAppError } from '../errors';

const FOLDER_ERROR = {
  title: 'Erro nas pastas',
  message: 'Não foi possível salvar a pasta.',
};

export const folderSchema = z.object({ id: z.string(), name: z.string() });
export type Folder = z.infer<typeof folderSchema>;

/** The database's own pt-BR words for a name already taken; anything else through the mapper. */
export function folderError(error: unknown): AppError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '23505' && typeof message === 'string' && message.startsWith('Já existe')) {
    return new AppError('conflict', FOLDER_ERROR.title, message, { cause: error });
  }
  return toAppError(error, FOLDER_ERROR);
}

/** The name as it will be saved (trimmed), or an invalid_input error with the form's words. */
export function checkedFolderName(name: string): string {
  const parsed = folderNameSchema.safeParse(name);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  return parsed.data;
}
