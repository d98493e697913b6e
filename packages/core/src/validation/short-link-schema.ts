import { z } from 'zod';
import { aliasField } from './alias';
import { optionalText } from './fields';
import { KEYS } from './messages';
import { httpUrlField } from './url';

/**
 * Short link form (dashboard and public tool): URL required and http(s); alias sanitised,
 * blank -> null (random code); description trimmed, blank -> null.
 */
export const shortLinkSchema = z.object({
  originalUrl: httpUrlField(KEYS.shortLinkUrlRequired),
  customAlias: aliasField,
  description: optionalText,
});

export type ShortLinkInput = z.input<typeof shortLinkSchema>;
export type ShortLinkData = z.output<typeof shortLinkSchema>;
