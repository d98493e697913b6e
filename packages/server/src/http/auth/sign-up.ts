/**
 * POST /signup: a new e-mail/password account in auth.users (a database trigger creates the
 * profile, and refuses when registrations are off). With e-mail confirmation (the default)
 * the answer is the bare user and a confirmation mail goes out; with autoconfirm, a session.
 * Signing up again with an unconfirmed address re-sends the mail without touching the
 * account (the caller has not proved they own it).
 */
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { AuthError, authErrors } from './auth-error';
import {
  assertStrongPassword,
  emailField,
  parseInput,
  passwordField,
  userMetadataField,
} from './auth-input';
import { issueSession, type ClientInfo, type SessionJson } from './issue-session';
import { hashPassword } from './password';
import { prepareAuthMail, sendOrFail, type PendingMail } from './send-auth-mail';
import { findUserByEmail, insertEmailUser, toUserJson, type UserJson } from './user-record';

const signUpInput = z.object({
  email: emailField,
  password: passwordField,
  data: userMetadataField.optional(),
});

/** The registration gate on auth.users (supabase/migrations, profiles) tags its refusal. */
function isSignupRefusal(error: unknown): boolean {
  return (error as { hint?: string }).hint === 'registrations_disabled';
}

export async function signUp(
  ctx: AuthContext,
  body: unknown,
  redirectTo: string,
  client: ClientInfo,
): Promise<SessionJson | UserJson> {
  const input = parseInput(signUpInput, body);
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password, ctx.options.passwordHashCost);
  let pending: PendingMail | undefined;
  let result: SessionJson | UserJson;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing?.email_confirmed_at) throw authErrors.userAlreadyExists();
      if (existing) {
        pending = await prepareAuthMail(ctx, tx, existing, 'signup', redirectTo);
        return toUserJson(existing);
      }
      const user = await insertEmailUser(
        tx,
        input.email,
        passwordHash,
        input.data ?? {},
        ctx.options.autoconfirm,
      );
      if (ctx.options.autoconfirm) {
        return issueSession(
          tx,
          ctx.tokens,
          user,
          'password',
          client,
          `${ctx.options.publicUrl}/auth/v1`,
        );
      }
      pending = await prepareAuthMail(ctx, tx, user, 'signup', redirectTo);
      return toUserJson({ ...user, confirmation_sent_at: new Date() });
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (isSignupRefusal(error)) throw authErrors.signupDisabled();
    if ((error as { code?: string }).code === '23505') throw authErrors.userAlreadyExists();
    throw error;
  }
  if (pending) await sendOrFail(ctx, pending, 'Error sending confirmation email');
  return result;
}
