// The user's short links, a page at a time, filtered by folder and tag, searched (URL, alias,
// code, description, tag names) and sorted by the database (list_my_items).
import { z } from 'zod';
import { toAppError } from '../errors';
import { organisationSchema } from '../organise/item-organisation';
import { listMyItems } from '../organise/list-my-items';
import { RULE_COLUMNS, ruleColumnsSchema } from '../redirects/link-rules';

const LIST_SHORT_LINKS_ERROR = {
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
  .extend(ruleColumnsSchema().shape);

export type ShortLinkRow = z.infer<typeof shortLinkRowSchema>;

/** A listed link: the row, its folder and its tags. */
const listedShortLinkSchema = shortLinkRowSchema.extend(organisationSchema.shape);
export type ListedShortLink = z.infer<typeof listedShortLinkSchema>;

export const SHORT_LINK_COLUMNS = `id, original_url, short_code, custom_alias, description, click_count, created_at, updated_at, ${RULE_COLUMNS}`;

export interface ListShortLinksInput {
  userId: string;
  /** The workspace listed (absent: the user's personal one). */
  workspaceId?: string | undefined;
  search?: string;
  /** A folder id, NO_FOLDER for links in none, undefined for all. */
  folderId?: string;
  tagId?: string;
  sort?: 'created_at' | 'click_count';
  ascending?: boolean;
  page: number;
  pageSize: number;
}

export async function listShortLinks(
  input: ListShortLinksInput,
): Promise<{ rows: ListedShortLink[]; total: number }> {
  try {
    const page = await listMyItems({
      kind: 'short_link',
      workspaceId: input.workspaceId,
      search: input.search,
      folderId: input.folderId,
      tagId: input.tagId,
      sort: input.sort === 'click_count' ? 'visits' : 'created_at',
      ascending: input.ascending,
      page: input.page,
      pageSize: input.pageSize,
    });
    return { rows: z.array(listedShortLinkSchema).parse(page.rows), total: page.total };
  } catch (error) {
    throw toAppError(error, LIST_SHORT_LINKS_ERROR);
  }
}
