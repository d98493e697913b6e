// One page of a workspace's QR codes or short links through list_my_items: folder and tag filters,
// full-text and substring search, sort and paging all in SQL (RLS decides the rows).
import { z } from 'zod';
import { getSupabase } from '../client';

export interface ListItemsInput {
  kind: 'qr' | 'short_link';
  /** The workspace whose items are listed (absent: the user's personal one). */
  workspaceId?: string | undefined;
  search?: string;
  /** A folder id, NO_FOLDER for items in none, undefined for all. */
  folderId?: string;
  tagId?: string;
  sort?: 'created_at' | 'visits';
  ascending?: boolean;
  page: number;
  pageSize: number;
}

const pageSchema = z.object({ total: z.coerce.number(), rows: z.array(z.unknown()) });

/** Rows as returned (each kind's screen parses them with its own row schema). */
export async function listMyItems(
  input: ListItemsInput,
): Promise<{ rows: unknown[]; total: number }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('list_my_items', {
    p_kind: input.kind,
    p_search: input.search?.trim() || undefined,
    p_folder_id: input.folderId,
    p_tag_id: input.tagId,
    p_sort: input.sort ?? 'created_at',
    p_ascending: input.ascending ?? false,
    p_limit: input.pageSize,
    p_offset: input.page * input.pageSize,
    p_workspace: input.workspaceId,
  });
  if (error) throw error;
  return pageSchema.parse(data);
}
