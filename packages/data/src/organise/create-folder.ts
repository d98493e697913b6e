// 'Nova pasta' / 'Criar pasta' (docs/product/organising.md, "Organising"): a folder of the user's
// own, its name unique per user in any case.
import { getSupabase } from '../client';
import { checkedFolderName, folderError, folderSchema, type Folder } from './folder';

export async function createFolder(name: string): Promise<Folder> {
  const checked = checkedFolderName(name);
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
