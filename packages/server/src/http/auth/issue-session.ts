/**
 * Sessions: one auth.sessions row per sign-in, a chain of refresh tokens per session
 * (each use revokes the token and issues its child), and a short-lived HS256 access token
 * carrying Supabase's claims, so Postgres RLS (auth.uid(), auth.jwt()) reads it unchanged.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { DbClient } from '../../db/database';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenSigner } from './auth-context';
import { toUserJson, type UserJson, type UserRow } from './user-record';

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'token_refresh' | 'totp';

/** aal1 after a password or an e-mail link; aal2 once a two-factor code was verified. */
export type AssuranceLevel = 'aal1' | 'aal2';

export interface SessionRef {
  id: string;
  aal: AssuranceLevel;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function signAccessToken(
  tokens: AccessTokenSigner,
  user: UserRow,
  session: SessionRef,
  method: AuthMethod,
  issuer: string,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const amr = [{ method, timestamp: now }];
  if (session.aal === 'aal2' && method !== 'totp') amr.unshift({ method: 'totp', timestamp: now });
  const claims = {
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: false,
  };
  const token = await tokens.sign(claims, ACCESS_TOKEN_TTL_SECONDS);
  return { token, expiresAt: now + ACCESS_TOKEN_TTL_SECONDS };
}

export function sessionJson(
  accessToken: { token: string; expiresAt: number },
  refreshToken: string,
  user: UserRow,
): SessionJson {
  return {
    access_token: accessToken.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: accessToken.expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/** A session's first refresh token (at sign-in, or after its level changed): a new chain. */
export async function startRefreshChain(
  tx: DbClient,
  userId: string,
  sessionId: string,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id) values ($1, $2, false, $3)`,
    [token, userId, sessionId],
  );
  return token;
}

export interface ClientInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** A new session for a user who just proved who they are (password, e-mail link). */
export async function issueSession(
  tx: DbClient,
  tokens: AccessTokenSigner,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
  issuer: string,
): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip, aal)
      values ($1, $2, $3::inet, 'aal1') returning id`,
    [user.id, client.userAgent?.slice(0, 512) ?? null, asInet(client.ip)],
  );
  const sessionId = rows[0]!.id;
  const refreshToken = await startRefreshChain(tx, user.id, sessionId);
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
  const signedIn = { ...user, last_sign_in_at: new Date() };
  const access = await signAccessToken(
    tokens,
    signedIn,
    { id: sessionId, aal: 'aal1' },
    method,
    issuer,
  );
  return sessionJson(access, refreshToken, signedIn);
}

/** Only a syntactically valid IP reaches the inet column; anything else is stored as null. */
function asInet(ip: string | undefined): string | null {
  return ip && isIP(ip) ? ip : null;
}
