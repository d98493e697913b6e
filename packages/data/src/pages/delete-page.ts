import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const DELETE_PAGE_ERROR = {
  title: 'Erro ao excluir página',
  message: 'Não foi possível excluir a página.',
};

/** Deletes a page of the user's workspaces (RLS: its editors); its address is freed. */
export async function deletePage(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('pages').delete().eq('id', id).select('id');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_PAGE_ERROR.title,
        message: 'Página não encontrada ou acesso não permitido.',
      });
    }
  } catch (error) {
    throw toAppError(error, DELETE_PAGE_ERROR);
  }
}
