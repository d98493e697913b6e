import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const DELETE_SHORT_LINK_ERROR = {
  title: 'Erro ao excluir link',
  message: 'Não foi possível excluir o link.',
};

/** Deletes a link of the user's workspaces (RLS: its editors); its clicks go with it. */
export async function deleteShortLink(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('short_links').delete().eq('id', id).select('id');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_SHORT_LINK_ERROR.title,
        message: 'Link não encontrado ou acesso não permitido.',
      });
    }
  } catch (error) {
    throw toAppError(error, DELETE_SHORT_LINK_ERROR);
  }
}
