// 'Nova pasta' / 'Criar pasta' (docs/product/organising.md, "Organising"): a folder of the
// workspace the user is working in (absent: their personal one), its name unique there in any
// case.
import { getSupabase } from '../client';
import { checkedFolderName, folderError, folderSchema, type Folder } from './folder';

export async function createFolder(name: string, workspaceId?: string): Promise<Folder> {
  const checked = checkedFolderName(name);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('folders')
      .insert({ name: checked, ...(workspaceId ? { workspace_id: workspaceId } : {}) })
      .select('id, name')
      .single();
    if (error) throw error;
    return folderSchema.parse(data);
  } catch (error) {
    throw folderError(error);
  }
}
