/**
 * POST /token?grant_type=refresh_token: refresh-token rotation. Each token works once: using
 * it revokes it and issues its child in the same session. Presenting an already revoked token
 * means it leaked (or a client is buggy): like GoTrue with rotation on, the whole session's
 * token family is revoked, so the thief's copy and the victim's copy both stop working.
 * Also like GoTrue, a token revoked less than REUSE_INTERVAL_SECONDS ago whose child is still
 * unused answers with that child again: a client that lost the first answer (network drop,
 * two tabs refreshing at once) keeps its session.
 */
import { z } from 'zod';
import type { DbClient } from '../../db/database';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import { parseInput } from './auth-input';
import { newRefreshToken, sessionJson, signAccessToken, type SessionJson } from './issue-session';
import { findUserById } from './user-record';

const REUSE_INTERVAL_SECONDS = 10;

const refreshInput = z.object({
  refresh_token: z
    .string({ error: 'Refresh Token is required' })
    .min(1, 'Refresh Token is required'),
});

interface RefreshTokenRow {
  id: number;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** Revoked within the reuse interval. */
  recent: boolean;
}

/** The still-active child of a just-rotated token, if the client never got to use it. */
async function unusedChild(tx: DbClient, token: string, sessionId: string) {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens
      where parent = $1 and session_id = $2 and revoked = false
      order by id desc limit 1`,
    [token, sessionId],
  );
  return rows[0]?.token;
}

export async function refreshSession(ctx: AuthContext, body: unknown): Promise<SessionJson> {
  const input = parseInput(refreshInput, body);
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select id, user_id, revoked, session_id,
              updated_at > now() - make_interval(secs => $2) as recent
         from auth.refresh_tokens where token = $1 for update`,
      [input.refresh_token, REUSE_INTERVAL_SECONDS],
    );
    const current = rows[0];
    if (!current || !current.session_id) return { error: authErrors.refreshTokenNotFound() };
    const user = await findUserById(tx, current.user_id);
    if (!user) return { error: authErrors.refreshTokenNotFound() };
    // Blocking deletes the account's sessions; a token that outlived that is refused all the same.
    if (user.banned) return { error: authErrors.userBanned() };
    let next: string;
    if (current.revoked) {
      const child = current.recent
        ? await unusedChild(tx, input.refresh_token, current.session_id)
        : undefined;
      if (!child) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now()
            where session_id = $1 and revoked = false`,
          [current.session_id],
        );
        return { error: authErrors.refreshTokenAlreadyUsed() };
      }
      next = child;
    } else {
      next = newRefreshToken();
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [current.id],
      );
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id)
          values ($1, $2, false, $3, $4)`,
        [next, user.id, input.refresh_token, current.session_id],
      );
    }
    // The session keeps the level it reached (a verified code stays verified).
    const { rows: sessions } = await tx.query<{ aal: 'aal1' | 'aal2' | null }>(
      `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1
        returning aal`,
      [current.session_id],
    );
    const access = await signAccessToken(
      ctx.tokens,
      user,
      { id: current.session_id, aal: sessions[0]?.aal === 'aal2' ? 'aal2' : 'aal1' },
      'token_refresh',
      `${ctx.options.publicUrl}/auth/v1`,
    );
    return { session: sessionJson(access, next, user) };
  });
  // The family revocation must commit even though the request fails: throw after COMMIT.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
