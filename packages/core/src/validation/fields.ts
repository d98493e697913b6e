// Small field builders shared by the form schemas (each form file stays a readable list).
import { z } from 'zod';
import { KEYS, type MessageKey } from './messages';

/** A required text field: trimmed, and empty after trimming is the catalogue entry `key`. */
export function requiredText(key: MessageKey) {
  return z.string({ error: key }).trim().min(1, key);
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
  .string({ error: KEYS.emailRequired })
  .trim()
  .min(1, KEYS.emailRequired)
  .pipe(z.email(KEYS.emailInvalid));

/** A required password (never trimmed: spaces are legitimate password characters). */
export const passwordField = z
  .string({ error: KEYS.passwordRequired })
  .min(1, KEYS.passwordRequired);
