// The folders of the workspace the user is working in (docs/product/organising.md, "Organising"), by name.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { folderSchema, type Folder } from './folder';

export async function listFolders(workspaceId?: string): Promise<Folder[]> {
  try {
    const supabase = await getSupabase();
    const query = supabase.from('folders').select('id, name');
    // RLS lets every workspace of the user through: only the one being worked in is listed.
    const { data, error } = await (
      workspaceId ? query.eq('workspace_id', workspaceId) : query
    ).order('name');
    if (error) throw error;
    return z.array(folderSchema).parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar pastas', message: 'Tente novamente.' });
  }
}
