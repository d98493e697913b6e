// Renames one of the user's folders in place (docs/product/organising.md, "Organising"); the new
// name is checked like a new folder's.
import { getSupabase } from '../client';
import { checkedFolderName, folderError } from './folder';

export async function renameFolder(id: string, name: string): Promise<void> {
  const checked = checkedFolderName(name);
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('folders').update({ name: checked }).eq('id', id);
    if (error) throw error;
  } catch (error) {
    throw folderError(error);
  }
}
