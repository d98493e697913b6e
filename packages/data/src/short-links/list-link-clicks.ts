// A link's click log, newest first, a page at a time (counted by the database). RLS lets only
// the link's owner read it.
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
});

export type LinkClick = z.infer<typeof linkClickSchema>;

export async function listLinkClicks(
  linkId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: LinkClick[]; total: number }> {
  try {
    const supabase = await getSupabase();
    const from = page * pageSize;
    const { data, error, count } = await supabase
      .from('link_clicks')
      .select(
        'id, clicked_at, ip_address, user_agent, device, browser, os, country, city, referrer',
        {
          count: 'exact',
        },
      )
      .eq('short_link_id', linkId)
      .order('clicked_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + pageSize - 1);
    if (error) throw error;
    return { rows: z.array(linkClickSchema).parse(data), total: count ?? 0 };
  } catch (error) {
    throw toAppError(error, LIST_CLICKS_ERROR);
  }
}
