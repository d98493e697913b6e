// A link's click log, newest first, a page at a time (list_link_clicks pages and counts from the
// rollups in the database). Only the link's owner reads it.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LIST_CLICKS_ERROR = {
  title: 'Erro ao buscar análises',
  message: 'Não foi possível carregar os cliques deste link.',
};

const linkClickSchema = z.object({
  id: z.coerce.string(),
  clicked_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  referrer: z.string().nullable(),
  total_count: z.coerce.number(),
});

export type LinkClick = Omit<z.infer<typeof linkClickSchema>, 'total_count'>;

export async function listLinkClicks(
  linkId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: LinkClick[]; total: number }> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('list_link_clicks', {
      p_short_link_id: linkId,
      p_limit: pageSize,
      p_offset: page * pageSize,
    });
    if (error) throw error;
    const rows = z.array(linkClickSchema).parse(data);
    return {
      rows: rows.map(({ total_count: _total, ...row }) => row),
      total: rows[0]?.total_count ?? 0,
    };
  } catch (error) {
    throw toAppError(error, LIST_CLICKS_ERROR);
  }
}
