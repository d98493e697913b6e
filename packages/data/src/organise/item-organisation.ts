// Where an item is filed (docs/product/organising.md, "Organising"): its folder and its tags, as
// the lists return them and the forms send them.
import { z } from 'zod';
import type { Supabase } from '../client';

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** The organisation columns every listed item carries (list_my_items). */
export const organisationSchema = z.object({
  folder_id: z.string().nullable(),
  tags: z.array(tagSchema).default([]),
});

/** What a form sets: a folder (null: none) and the tag names (missing ones are created). */
export interface ItemOrganisation {
  folderId: string | null;
  tags: string[];
}

/** The folder filter's value for "items in no folder" (list_my_items). */
export const NO_FOLDER = '00000000-0000-0000-0000-000000000000';

/** Replaces the item's tags by these names (set_item_tags). */
export async function saveItemTags(
  supabase: Supabase,
  kind: 'qr' | 'short_link',
  id: string,
  names: string[],
): Promise<void> {
  const { error } = await supabase.rpc('set_item_tags', { p_kind: kind, p_id: id, p_names: names });
  if (error) throw error;
}
