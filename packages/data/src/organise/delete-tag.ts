// Deletes one of the user's tags (docs/product/organising.md, "Organising"): its items stay, they
// only lose the tag.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export async function deleteTag(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('tags').delete().eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao excluir tag', message: 'Tente novamente.' });
  }
}
