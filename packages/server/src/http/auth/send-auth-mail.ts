/**
 * Issues a one-time e-mail token for a user (confirmation or recovery), stores its hash, and
 * mails the link `${publicUrl}/auth/v1/verify?token=...&type=...&redirect_to=...`.
 * Refuses with GoTrue's 429 when the previous mail of the same kind is too recent.
 */
import type { DbClient } from '../../db/database';
import { buildAuthMail, type AuthMailKind } from '../../mail/mail-templates';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { newOneTimeToken } from './one-time-token';
import type { UserRow } from './user-record';

const columns: Record<
  AuthMailKind,
  { token: string; sentAt: 'confirmation_sent_at' | 'recovery_sent_at' }
> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

export interface PendingMail {
  send(): Promise<void>;
}

/**
 * Writes the token inside the caller's transaction and returns the mail to send once it
 * commits (an SMTP round trip must not hold the database connection).
 */
export async function prepareAuthMail(
  ctx: AuthContext,
  tx: DbClient,
  user: UserRow,
  kind: AuthMailKind,
  redirectTo: string,
): Promise<PendingMail> {
  const { token: tokenColumn, sentAt } = columns[kind];
  const lastSent = user[sentAt];
  const interval = ctx.options.mailIntervalSeconds;
  if (lastSent && interval > 0) {
    const waitSeconds = Math.ceil(interval - (Date.now() - lastSent.getTime()) / 1000);
    if (waitSeconds > 0) throw authErrors.overEmailSendRateLimit(waitSeconds);
  }
  const { token, hash } = newOneTimeToken();
  await tx.query(`update auth.users set ${tokenColumn} = $2, ${sentAt} = now() where id = $1`, [
    user.id,
    hash,
  ]);
  const link = new URL(`${ctx.options.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', kind);
  link.searchParams.set('redirect_to', redirectTo);
  const fullName = user.raw_user_meta_data?.full_name;
  const mail = buildAuthMail(
    kind,
    user.email,
    link.href,
    typeof fullName === 'string' ? fullName : undefined,
  );
  return { send: () => ctx.mailer.send(mail) };
}

/** The account and token are committed; a failed send is reported (the user can resend). */
export async function sendOrFail(ctx: AuthContext, pending: PendingMail, message: string) {
  try {
    await pending.send();
  } catch (error) {
    ctx.log.error(error, message);
    throw authErrors.unexpected(message);
  }
}
