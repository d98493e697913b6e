// A page of one of the user's workspaces (the editor). Another workspace's is 'not found'
// (RLS hides it).
import { isUuid } from '@qrlink/core/validation/uuid';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { PAGE_COLUMNS, pageRowSchema, type PageRow } from './page-row';

const PAGE_NOT_FOUND = {
  title: 'Página não encontrada',
  message: 'Página não encontrada ou acesso não permitido.',
};

export async function getPage(id: string): Promise<PageRow> {
  if (!isUuid(id)) throw AppError.of('not_found', PAGE_NOT_FOUND);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('pages')
      .select(PAGE_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw error;
    if (!data) throw AppError.of('not_found', PAGE_NOT_FOUND);
    return pageRowSchema.parse(data);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao carregar página', message: PAGE_NOT_FOUND.message });
  }
}
