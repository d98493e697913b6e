/**
 * GET /verify?token=...&type=signup|recovery&redirect_to=...: the link in the e-mails. The
 * token works once and for 24 hours; using it confirms the address (both kinds: receiving the
 * mail proves it), opens a session and sends the browser to the app with the session in the
 * URL fragment, exactly like GoTrue. A bad or stale token lands on the app with GoTrue's
 * `#error=access_denied&error_code=otp_expired&...` instead (`user_banned` for a blocked account).
 */
import type { AuthContext } from './auth-context';
import { hashOneTimeToken, ONE_TIME_TOKEN_TTL_SECONDS } from './one-time-token';
import { issueSession, type ClientInfo } from './issue-session';
import { withFragment } from './redirect-url';
import { findUserByTokenHash } from './user-record';

export type VerifyType = 'signup' | 'recovery';

const tokenColumn = { signup: 'confirmation_token', recovery: 'recovery_token' } as const;
const sentAtField = { signup: 'confirmation_sent_at', recovery: 'recovery_sent_at' } as const;

export function parseVerifyType(value: unknown): VerifyType | undefined {
  // GoTrue's "email" and "magiclink" link types are not issued by this server.
  return value === 'signup' || value === 'recovery' ? value : undefined;
}

/** Returns the URL to redirect to (303). */
export async function verifyEmailLink(
  ctx: AuthContext,
  token: string | undefined,
  type: VerifyType | undefined,
  redirectTo: string,
  client: ClientInfo,
): Promise<string> {
  const expired = withFragment(redirectTo, {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
  if (!token || !type) return expired;
  const session = await ctx.db.transaction(async (tx) => {
    const user = await findUserByTokenHash(tx, tokenColumn[type], hashOneTimeToken(token));
    if (!user) return undefined;
    const sentAt = user[sentAtField[type]];
    const fresh = sentAt && Date.now() - sentAt.getTime() < ONE_TIME_TOKEN_TTL_SECONDS * 1000;
    // Consumed even when stale: an old link must never work later.
    await tx.query(
      `update auth.users
          set ${tokenColumn[type]} = null,
              email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              updated_at = now()
        where id = $1`,
      [user.id, Boolean(fresh)],
    );
    if (!fresh) return undefined;
    // A blocked account gets no session from a link either (GoTrue: user_banned).
    if (user.banned) return 'banned' as const;
    const confirmed = { ...user, email_confirmed_at: user.email_confirmed_at ?? new Date() };
    const method = type === 'signup' ? 'otp' : 'recovery';
    return issueSession(
      tx,
      ctx.tokens,
      confirmed,
      method,
      client,
      `${ctx.options.publicUrl}/auth/v1`,
    );
  });
  if (!session) return expired;
  if (session === 'banned') {
    return withFragment(redirectTo, {
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
    });
  }
  return withFragment(redirectTo, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}
