// The user's short links, a page at a time, searched (URL, alias, code or description) and
// sorted by the database.
import { z } from 'zod';
import { RULE_COLUMNS, ruleColumnsSchema } from '../redirects/link-rules';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { likePattern } from '../qr-codes/list-qr-codes';

export const LIST_SHORT_LINKS_ERROR = {
  title: 'Erro ao buscar links',
  message: 'Não foi possível carregar seus links.',
};

export const shortLinkRowSchema = z
  .object({
    id: z.string(),
    original_url: z.string(),
    short_code: z.string(),
    custom_alias: z.string().nullable(),
    description: z.string().nullable(),
    click_count: z.coerce.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .extend(ruleColumnsSchema.shape);

export type ShortLinkRow = z.infer<typeof shortLinkRowSchema>;

export const SHORT_LINK_COLUMNS = `id, original_url, short_code, custom_alias, description, click_count, created_at, updated_at, ${RULE_COLUMNS}`;

export interface ListShortLinksInput {
  userId: string;
  search?: string;
  sort?: 'created_at' | 'click_count';
  ascending?: boolean;
  page: number;
  pageSize: number;
}

/** What the search box matches: PostgREST's or=() over the link's texts. */
export function shortLinkSearchFilter(search: string): string {
  // Inside or=(), commas and parentheses separate terms: quote the pattern.
  const pattern = `"${likePattern(search).replace(/"/g, '\\"')}"`;
  return ['original_url', 'custom_alias', 'short_code', 'description']
    .map((column) => `${column}.ilike.${pattern}`)
    .join(',');
}

export async function listShortLinks(
  input: ListShortLinksInput,
): Promise<{ rows: ShortLinkRow[]; total: number }> {
  try {
    const supabase = await getSupabase();
    const from = input.page * input.pageSize;
    let query = supabase
      .from('short_links')
      .select(SHORT_LINK_COLUMNS, { count: 'exact' })
      .eq('user_id', input.userId);
    const search = input.search?.trim();
    if (search) query = query.or(shortLinkSearchFilter(search));
    const { data, error, count } = await query
      .order(input.sort ?? 'created_at', { ascending: input.ascending ?? false })
      .order('id', { ascending: true })
      .range(from, from + input.pageSize - 1);
    if (error) throw error;
    return { rows: z.array(shortLinkRowSchema).parse(data), total: count ?? 0 };
  } catch (error) {
    throw toAppError(error, LIST_SHORT_LINKS_ERROR);
  }
}
