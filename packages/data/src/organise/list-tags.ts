// The user's tags (docs/product/organising.md, "Organising"), by name. Tags are created by naming
// them on an item (set_item_tags).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
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
