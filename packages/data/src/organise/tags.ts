// The user's tags (docs/product.md §15): list, rename, delete (their items stay, without it).
// Tags are created by naming them on an item (set_item_tags).
import { z } from 'zod';
import { tagNameSchema } from '@qrlink/core/validation/organise-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { tagSchema, type Tag } from './item-organisation';

export async function listTags(): Promise<Tag[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('tags').select('id, name').order('name');
    if (error) throw error;
    return z.array(tagSchema).parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar tags', message: 'Tente novamente.' });
  }
}

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

export async function deleteTag(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('tags').delete().eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao excluir tag', message: 'Tente novamente.' });
  }
}
