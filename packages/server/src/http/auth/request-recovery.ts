/**
 * POST /recover: mails a password-recovery link when the account exists. The answer is `{}`
 * either way, so the endpoint does not reveal which addresses have accounts.
 */
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { emailField, parseInput } from './auth-input';
import { prepareAuthMail, sendOrFail, type PendingMail } from './send-auth-mail';
import { findUserByEmail } from './user-record';

const recoverInput = z.object({ email: emailField });

export async function requestRecovery(ctx: AuthContext, body: unknown, redirectTo: string) {
  const { email } = parseInput(recoverInput, body);
  let pending: PendingMail | undefined;
  try {
    pending = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      return user ? prepareAuthMail(ctx, tx, user, 'recovery', redirectTo) : undefined;
    });
  } catch (error) {
    // Too-frequent requests are answered like any other: saying "wait" would reveal the account.
    if (error instanceof AuthError && error.status === 429) return {};
    throw error;
  }
  if (pending) await sendOrFail(ctx, pending, 'Error sending recovery email');
  return {};
}
