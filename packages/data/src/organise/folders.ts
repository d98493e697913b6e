// The user's folders (docs/product.md §15): list, create, rename, delete (their items stay,
// in no folder). Names are checked here and again by the database.
import { z } from 'zod';
import { folderNameSchema } from '@qrlink/core/validation/organise-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

export const FOLDER_ERROR = {
  title: 'Erro nas pastas',
  message: 'Não foi possível salvar a pasta.',
};

const folderSchema = z.object({ id: z.string(), name: z.string() });
export type Folder = z.infer<typeof folderSchema>;

/** The database's own pt-BR words for a name already taken; anything else through the mapper. */
function folderError(error: unknown): AppError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '23505' && typeof message === 'string' && message.startsWith('Já existe')) {
    return new AppError('conflict', FOLDER_ERROR.title, message, { cause: error });
  }
  return toAppError(error, FOLDER_ERROR);
}

function checkedName(name: string): string {
  const parsed = folderNameSchema.safeParse(name);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  return parsed.data;
}

export async function listFolders(): Promise<Folder[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('folders').select('id, name').order('name');
    if (error) throw error;
    return z.array(folderSchema).parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar pastas', message: 'Tente novamente.' });
  }
}

export async function createFolder(name: string): Promise<Folder> {
  const checked = checkedName(name);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('folders')
      .insert({ name: checked })
      .select('id, name')
      .single();
    if (error) throw error;
    return folderSchema.parse(data);
  } catch (error) {
    throw folderError(error);
  }
}

export async function renameFolder(id: string, name: string): Promise<void> {
  const checked = checkedName(name);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('folders').update({ name: checked }).eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw folderError(error);
  }
}

export async function deleteFolder(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('folders').delete().eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao excluir pasta', message: 'Tente novamente.' });
  }
}
