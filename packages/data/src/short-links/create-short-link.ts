// Public short-link tool: one call to the create_short_link SQL function, which validates,
// picks the 7-character code, sets the owner (null when anonymous) and rate-limits by IP.
// The client only trims and sanitises; the server decides.
import { z } from 'zod';
import { getSupabase } from '../client';
import { shortLinkSchema, type ShortLinkInput } from '@qrlink/core/validation/short-link-schema';
import { toAppError } from '../errors';
import { SHORT_LINK_TOOL_ERROR_TITLE, toShortLinkToolError } from './short-link-tool-error';

const createdShortLinkSchema = z.object({
  id: z.string(),
  short_code: z.string(),
  custom_alias: z.string().nullable(),
  original_url: z.string(),
});

export type CreatedShortLink = {
  id: string;
  shortCode: string;
  customAlias: string | null;
  originalUrl: string;
};

export async function createShortLink(input: ShortLinkInput): Promise<CreatedShortLink> {
  const checked = shortLinkSchema.safeParse(input);
  if (!checked.success) throw toAppError(checked.error, { title: SHORT_LINK_TOOL_ERROR_TITLE });
  const parsed = checked.data;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('create_short_link', {
    p_original_url: parsed.originalUrl,
    p_custom_alias: parsed.customAlias ?? undefined,
    p_description: parsed.description ?? undefined,
  });
  if (error) throw toShortLinkToolError(error, Boolean(parsed.customAlias));
  // A set-returning function answers with an array; a scalar-row function with the row.
  const row = createdShortLinkSchema.parse(Array.isArray(data) ? data[0] : data);
  return {
    id: row.id,
    shortCode: row.short_code,
    customAlias: row.custom_alias,
    originalUrl: row.original_url,
  };
}
