// The user's folders (docs/product/organising.md, "Organising"), by name.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { folderSchema, type Folder } from './folder';

export async function listFolders(): Promise<Folder[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('folders').select('id, name').order('name');
    if (error) throw error;
    return z.array(folderSchema).parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar pastas', message: 'Tente novamente.' });
  }
}
