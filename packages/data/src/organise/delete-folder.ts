// Deletes one of the user's folders (docs/product/organising.md, "Organising"): its QR codes and
// links are not deleted, they stay in no folder.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export async function deleteFolder(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('folders').delete().eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao excluir pasta', message: 'Tente novamente.' });
  }
}
