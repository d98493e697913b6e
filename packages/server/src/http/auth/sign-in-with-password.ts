/**
 * POST /token?grant_type=password. Same answer for an unknown e-mail and a wrong password
 * (no account enumeration); the password is checked before the confirmation state, as GoTrue
 * does, so "Email not confirmed" is only said to someone who knows the password. Wrong passwords
 * are counted per account and address (sign-in-throttle.ts).
 */
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { parseInput } from './auth-input';
import { issueSession, type ClientInfo, type SessionJson } from './issue-session';
import { verifyPassword } from './password';
import type { SignInThrottle } from './sign-in-throttle';
import { findUserByEmail } from './user-record';

const passwordGrantInput = z.object({
  email: z
    .string({ error: 'An email address is required' })
    .trim()
    .min(1, 'An email address is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export async function signInWithPassword(
  ctx: AuthContext,
  body: unknown,
  client: ClientInfo,
  throttle: SignInThrottle,
): Promise<SessionJson> {
  const input = parseInput(passwordGrantInput, body);
  throttle.check(input.email, client.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(
    input.password,
    user?.encrypted_password ?? null,
    ctx.options.passwordHashCost,
  );
  if (!user || !passwordOk) {
    throttle.failed(input.email, client.ip);
    throw authErrors.invalidCredentials();
  }
  throttle.succeeded(input.email);
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  // Said only to someone who knows the password, like "Email not confirmed".
  if (user.banned) throw authErrors.userBanned();
  return ctx.db.transaction((tx) =>
    issueSession(tx, ctx.tokens, user, 'password', client, `${ctx.options.publicUrl}/auth/v1`),
  );
}
