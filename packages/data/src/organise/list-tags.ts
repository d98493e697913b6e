// The tags of the workspace the user is working in (docs/product/organising.md, "Organising"), by name. Tags are created by naming
// them on an item (set_item_tags).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { tagSchema, type Tag } from './item-organisation';

export async function listTags(workspaceId?: string): Promise<Tag[]> {
  try {
    const supabase = await getSupabase();
    const query = supabase.from('tags').select('id, name');
    // RLS lets every workspace of the user through: only the one being worked in is listed.
    const { data, error } = await (
      workspaceId ? query.eq('workspace_id', workspaceId) : query
    ).order('name');
    if (error) throw error;
    return z.array(tagSchema).parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar tags', message: 'Tente novamente.' });
  }
}
