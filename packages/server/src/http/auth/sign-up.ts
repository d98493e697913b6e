/**
 * POST /signup: a new e-mail/password account in auth.users (a database trigger creates the
 * profile, and refuses when registrations are off). With e-mail confirmation (the default)
 * the answer is the bare user and a confirmation mail goes out; with autoconfirm, a session.
 * Signing up again with an unconfirmed address re-sends the mail without touching the
 * account (the caller has not proved they own it).
 */
import { z } from 'zod';
import type { DbClient } from '../../db/database';
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
import { findUserByEmail, toUserJson, type UserJson, type UserRow } from './user-record';

const signUpInput = z.object({
  email: emailField,
  password: passwordField,
  data: userMetadataField.optional(),
});

/** The registration gate on auth.users (supabase/migrations, profiles) tags its refusal. */
export function isSignupRefusal(error: unknown): boolean {
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
  const passwordHash = await hashPassword(input.password);
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
      const user = await insertUser(
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

async function insertUser(
  tx: DbClient,
  email: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data)
      values ('authenticated', 'authenticated', $1, $2, case when $3::boolean then now() end,
        '{"provider":"email","providers":["email"]}'::jsonb, $4::jsonb)
      returning id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
        recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
        updated_at, banned_until`,
    [email, passwordHash, confirmed, JSON.stringify(metadata)],
  );
  return rows[0]!;
}
