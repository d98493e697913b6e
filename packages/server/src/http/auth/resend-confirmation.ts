/**
 * POST /resend {type: 'signup', email}: a fresh confirmation link for an account that has not
 * confirmed yet. Unknown or already confirmed addresses get the same `{}`.
 */
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { emailField, parseInput } from './auth-input';
import { prepareAuthMail, sendOrFail, type PendingMail } from './send-auth-mail';
import { findUserByEmail } from './user-record';

const resendInput = z.object({
  type: z.literal('signup', { error: 'Only type "signup" can be resent by this server' }),
  email: emailField,
});

export async function resendConfirmation(ctx: AuthContext, body: unknown, redirectTo: string) {
  const { email } = parseInput(resendInput, body);
  const pending: PendingMail | undefined = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.email_confirmed_at) return undefined;
    return prepareAuthMail(ctx, tx, user, 'signup', redirectTo);
  });
  if (pending) await sendOrFail(ctx, pending, 'Error sending confirmation email');
  return {};
}
