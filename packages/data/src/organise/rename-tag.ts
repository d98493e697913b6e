// Renames one of the user's tags (docs/product/organising.md, "Organising"): the name is checked
// here and again by the database, whose own words answer a name already taken.
import { tagNameSchema } from '@qrlink/core/validation/organise-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

export async function renameTag(id: string, name: string): Promise<void> {
  const parsed = tagNameSchema.safeParse(name);
  if (!parsed.success) throw AppError.of('invalid_input', toToastError(parsed.error));
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('tags').update({ name: parsed.data }).eq('id', id);
    if (error) throw error;
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code === '23505' && typeof message === 'string' && message.startsWith('Já existe')) {
      throw new AppError('conflict', 'Erro nas tags', message, { cause: error });
    }
    throw toAppError(error, { title: 'Erro nas tags', message: 'Não foi possível salvar a tag.' });
  }
}
