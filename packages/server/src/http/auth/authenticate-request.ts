/**
 * The caller of /user and /logout: a valid access token whose session still exists (signing
 * out deletes the session, so its access tokens stop working here at once, like GoTrue) and
 * whose user still exists and is not blocked (403 user_banned, like GoTrue).
 */
import { isUuid } from '@qrlink/core/validation/uuid';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import type { AssuranceLevel } from './issue-session';
import { findUserById, type UserRow } from './user-record';

export interface AuthenticatedCaller {
  user: UserRow;
  sessionId: string;
  /** The session's assurance level as stored (aal2 once it verified a two-factor code). */
  aal: AssuranceLevel;
}

export async function authenticateRequest(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<AuthenticatedCaller> {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw authErrors.noAuthorization();
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.tokens.verify(match[1]);
  } catch (error) {
    throw authErrors.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  const sub = claims.sub;
  if (typeof sub !== 'string' || !sub) throw authErrors.missingSub();
  const sessionId = claims.session_id;
  if (typeof sessionId !== 'string' || !isUuid(sessionId) || !isUuid(sub)) {
    throw authErrors.sessionNotFound();
  }
  const user = await findUserById(ctx.db, sub);
  // An access token issued before its account was blocked (admin_block_user, which also ends
  // its sessions) works no more, and says why.
  if (user?.banned) throw authErrors.userBanned();
  const { rows } = await ctx.db.query<{ aal: AssuranceLevel | null }>(
    `select aal from auth.sessions where id = $1 and user_id = $2`,
    [sessionId, sub],
  );
  if (rows.length === 0) throw authErrors.sessionNotFound();
  if (!user) throw authErrors.userNotFound();
  return { user, sessionId, aal: rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1' };
}
