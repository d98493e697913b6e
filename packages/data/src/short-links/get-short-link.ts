// A short link of one of the user's workspaces (edit form, analytics). Another workspace's is
// 'not found' (RLS hides it).
import { isUuid } from '@qrlink/core/validation/uuid';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { SHORT_LINK_COLUMNS, shortLinkRowSchema, type ShortLinkRow } from './list-short-links';

const SHORT_LINK_NOT_FOUND = {
  title: 'Link não encontrado',
  message: 'Link não encontrado ou acesso não permitido.',
};

export async function getShortLink(id: string): Promise<ShortLinkRow> {
  if (!isUuid(id)) throw AppError.of('not_found', SHORT_LINK_NOT_FOUND);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('short_links')
      .select(SHORT_LINK_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw error;
    if (!data) throw AppError.of('not_found', SHORT_LINK_NOT_FOUND);
    return shortLinkRowSchema.parse(data);
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar link',
      message: SHORT_LINK_NOT_FOUND.message,
    });
  }
}
