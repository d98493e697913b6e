// E-mail, SMS, phone call and plain text QR codes: the URI schemes every phone camera opens
// (mailto:, SMSTO:, tel:) and text as is.
import { z } from 'zod';
import { toE164 } from '../phone/parse-phone';
import { KEYS } from '../validation/messages';

const MESSAGE_MAX = 1000;

/** A phone as typed ('(11) 98765-4321', '+1 415...'), out in E.164 ('+5511987654321'). */
const phoneField = () =>
  z
    .string(KEYS.contentPhoneRequired)
    .refine((value) => /\d/.test(value), KEYS.contentPhoneRequired)
    .transform((value, ctx) => {
      const checked = toE164(value);
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: KEYS.contentPhoneInvalid });
        return z.NEVER;
      }
      return checked.e164;
    });

const messageField = () => z.string().max(MESSAGE_MAX, KEYS.contentMessageTooLong).default('');

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
export const emailContentSchema = z.lazy(() =>
  z.object({
    to: z
      .string(KEYS.contentEmailRequired)
      .trim()
      .min(1, KEYS.contentEmailRequired)
      .pipe(z.email(KEYS.emailInvalid)),
    subject: z.string().trim().max(150, KEYS.contentEmailSubjectTooLong).default(''),
    body: messageField(),
  }),
);

export const smsContentSchema = z.lazy(() =>
  z.object({ phone: phoneField(), message: messageField() }),
);
export const phoneContentSchema = z.lazy(() => z.object({ phone: phoneField() }));
export const textContentSchema = z.lazy(() =>
  z.object({
    text: z
      .string(KEYS.contentTextRequired)
      .refine((text) => text.trim() !== '', KEYS.contentTextRequired)
      .pipe(z.string().max(MESSAGE_MAX, KEYS.contentTextTooLong)),
  }),
);

/** mailto:to?subject=...&body=... (RFC 6068), empty parts left out. */
export function buildEmailPayload(data: z.output<typeof emailContentSchema>): string {
  const query = [
    data.subject === '' ? null : `subject=${encodeURIComponent(data.subject)}`,
    data.body === '' ? null : `body=${encodeURIComponent(data.body)}`,
  ].filter((part): part is string => part !== null);
  return `mailto:${data.to}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** SMSTO:number:message, which Android and iOS cameras both open in the messages app. */
export function buildSmsPayload(data: z.output<typeof smsContentSchema>): string {
  return `SMSTO:${data.phone}:${data.message}`;
}

export function buildPhonePayload(data: z.output<typeof phoneContentSchema>): string {
  return `tel:${data.phone}`;
}
