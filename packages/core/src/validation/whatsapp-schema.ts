import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '../whatsapp/country-codes';
import { MESSAGES } from './messages';

const KNOWN_CODES = new Set(COUNTRY_CODES.map((entry) => entry.code));

/**
 * WhatsApp tool: a phone with at least one digit (non-digits are stripped when the link is
 * built, so '(11) 9...' is fine), a known country code, any message.
 */
export const whatsappSchema = z.object({
  countryCode: z
    .string()
    .default(DEFAULT_COUNTRY_CODE)
    .refine((code) => KNOWN_CODES.has(code), { message: MESSAGES.whatsappCountryInvalid.message }),
  phone: z
    .string({ error: MESSAGES.whatsappPhoneRequired.message })
    .refine((phone) => /\d/.test(phone), { message: MESSAGES.whatsappPhoneRequired.message }),
  message: z.string().default(''),
});

export type WhatsAppInput = z.input<typeof whatsappSchema>;
export type WhatsAppData = z.output<typeof whatsappSchema>;
