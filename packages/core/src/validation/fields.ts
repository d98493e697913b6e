// Small field builders shared by the form schemas (each form file stays a readable list).
import { z } from 'zod';
import { MESSAGES } from './messages';

/** A required text field: trimmed, and empty after trimming is `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Optional text: trimmed, blank becomes null (the database stores NULL, not ''). */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? null : trimmed;
  });

/** A required e-mail: trimmed; empty and malformed have their own messages. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired.message })
  .trim()
  .min(1, MESSAGES.emailRequired.message)
  .pipe(z.email(MESSAGES.emailInvalid.message));

/** A required password (never trimmed: spaces are legitimate password characters). */
export const passwordField = z
  .string({ error: MESSAGES.passwordRequired.message })
  .min(1, MESSAGES.passwordRequired.message);
