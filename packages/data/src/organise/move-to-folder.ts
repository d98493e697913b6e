// 'Mover para pasta': files some of the user's items in one folder, or in none (RLS limits the
// rows to the caller's; the database refuses someone else's folder).
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export async function moveToFolder(
  kind: 'qr' | 'short_link',
  ids: string[],
  folderId: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  try {
    const supabase = await getSupabase();
    const table = kind === 'qr' ? 'qr_codes' : 'short_links';
    const { error } = await supabase.from(table).update({ folder_id: folderId }).in('id', ids);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao mover',
      message: 'Não foi possível mover para a pasta.',
    });
  }
}
