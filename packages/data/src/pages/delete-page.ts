import { parsePageContent } from '@qrlink/core/pages/page-content';
import { filesDropped } from '@qrlink/core/pages/page-files';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { removeDroppedPageFiles } from './page-files';

const DELETE_PAGE_ERROR = {
  title: 'Erro ao excluir página',
  message: 'Não foi possível excluir a página.',
};

/**
 * Deletes a page of the user's workspaces (RLS: its editors); its address is freed and its
 * photos' files are removed (page-files.ts).
 */
export async function deletePage(id: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('pages')
      .delete()
      .eq('id', id)
      .select('id, workspace_id, kind, content');
    if (error) throw error;
    if (!data || data.length === 0) {
      throw AppError.of('not_found', {
        title: DELETE_PAGE_ERROR.title,
        message: 'Página não encontrada ou acesso não permitido.',
      });
    }
    const deleted = data[0]!;
    const dropped = filesDropped(parsePageContent(deleted.kind, deleted.content), null);
    await removeDroppedPageFiles(supabase, deleted.workspace_id, dropped);
  } catch (error) {
    throw toAppError(error, DELETE_PAGE_ERROR);
  }
}
