// What the public short-link form sends, checked with core's rules (SPEC section 5): URL
// required and http(s), alias sanitised (blank means a random code), everything trimmed.
import { z } from 'zod';
import { aliasField } from '@qrlink/core/validation/alias';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { httpUrlField } from '@qrlink/core/validation/url';

export const shortLinkToolInputSchema = z.object({
  originalUrl: httpUrlField(MESSAGES.shortLinkUrlRequired.message),
  customAlias: aliasField,
  description: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
});

export type ShortLinkToolInput = z.input<typeof shortLinkToolInputSchema>;
