import { z } from 'zod';
import { toE164 } from '../phone/parse-phone';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, countryOfCode } from '../whatsapp/country-codes';
import { KEYS } from './messages';

const KNOWN_CODES = new Set(COUNTRY_CODES.map((entry) => entry.code));

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
/**
 * WhatsApp tool: a known country code, a phone that exists in it (or in the country of a
 * +code typed with it), any message. Formatting such as '(11) 9...' is fine.
 */
export const whatsappSchema = z.lazy(() =>
  z
    .object({
      countryCode: z
        .string()
        .default(DEFAULT_COUNTRY_CODE)
        .refine((code) => KNOWN_CODES.has(code), {
          message: KEYS.whatsappCountryInvalid,
        }),
      phone: z
        .string({ error: KEYS.whatsappPhoneRequired })
        .refine((phone) => /\d/.test(phone), { message: KEYS.whatsappPhoneRequired }),
      message: z.string().default(''),
    })
    .superRefine((value, ctx) => {
      const country = countryOfCode(value.countryCode);
      if (!/\d/.test(value.phone) || !country) return;
      if (!toE164(value.phone, country).ok) {
        ctx.addIssue({
          code: 'custom',
          message: KEYS.whatsappPhoneInvalid,
          path: ['phone'],
        });
      }
    }),
);

export type WhatsAppInput = z.input<typeof whatsappSchema>;
export type WhatsAppData = z.output<typeof whatsappSchema>;
