// The 'Páginas' list: the pages of the workspace being worked in, newest first. A workspace
// holds at most its plan's max_pages (50 on the largest seeded plan), so one read is the list.
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { PAGE_COLUMNS, pageRowSchema, type PageRow } from './page-row';

/** The most a list reads: more than any plan seeds (an admin may raise it; then it pages). */
export const PAGE_LIST_LIMIT = 500;

export async function listPages(workspaceId: string): Promise<PageRow[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('pages')
      .select(PAGE_COLUMNS)
      .eq('workspace_id', workspaceId)
      .order('created_at', { ascending: false })
      .limit(PAGE_LIST_LIMIT);
    if (error) throw error;
    return (data ?? []).map((row) => pageRowSchema.parse(row));
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar páginas',
      message: 'Não foi possível carregar suas páginas.',
    });
  }
}
