/** zod schemas of the auth request bodies, and GoTrue's validation messages when they fail. */
import { z } from 'zod';
import { authErrors } from './auth-error';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './password';

export const emailField = z
  .string({ error: 'An email address is required' })
  .trim()
  .toLowerCase()
  .max(255, 'An email address is too long')
  .pipe(z.email({ error: 'Unable to validate email address: invalid format' }));

export const passwordField = z.string({ error: 'Password is required' });

/** user_metadata: a JSON object of modest size (it is copied into every access token). */
export const userMetadataField = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4096, 'User metadata is too large');

export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw authErrors.validation(result.error.issues[0]?.message ?? 'Invalid request');
  }
  return result.data;
}

/** GoTrue's password strength check: length only (no character classes configured). */
export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH);
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}
