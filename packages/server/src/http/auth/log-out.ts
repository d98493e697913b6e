/**
 * POST /logout?scope=global|local|others: deleting the sessions revokes their refresh tokens
 * (ON DELETE CASCADE) and makes their access tokens fail on /auth/v1/user.
 */
import type { AuthContext } from './auth-context';
import { authErrors } from './auth-error';
import type { AuthenticatedCaller } from './authenticate-request';

export type LogoutScope = 'global' | 'local' | 'others';

export function parseLogoutScope(value: unknown): LogoutScope {
  if (value === undefined || value === '' || value === 'global') return 'global';
  if (value === 'local' || value === 'others') return value;
  throw authErrors.validation('Unsupported logout scope');
}

export async function logOut(ctx: AuthContext, caller: AuthenticatedCaller, scope: LogoutScope) {
  const { user, sessionId } = caller;
  const sql = {
    global: `delete from auth.sessions where user_id = $1`,
    local: `delete from auth.sessions where user_id = $1 and id = $2`,
    others: `delete from auth.sessions where user_id = $1 and id <> $2`,
  }[scope];
  await ctx.db.query(sql, scope === 'global' ? [user.id] : [user.id, sessionId]);
}
