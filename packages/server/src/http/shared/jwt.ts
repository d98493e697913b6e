/**
 * HS256 JWTs exactly as Supabase uses them: the anon and service_role API keys are long-lived
 * JWTs signed with the project's secret, and user access tokens carry sub, role, email, aud,
 * exp, iat and session_id. One secret signs everything, so /rest/v1 trusts /auth/v1's tokens.
 */
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import { isCanonicalCompactJws } from './canonical-jws';
import { postgrestError } from './http-error';
import { cachedClaims, rememberClaims } from './jwt-cache';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: string;
  sub?: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  session_id?: string;
  [claim: string]: unknown;
}

export interface RequestIdentity {
  role: DbRole;
  claims: JwtClaims;
}

const encoder = new TextEncoder();
const keyCache = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = encoder.encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** Sign claims; `expiresInSeconds` wins over an `exp` already in claims only when given. */
export async function signJwt(
  claims: JwtClaims,
  secret: string,
  opts: { expiresInSeconds?: number; nowSeconds?: number } = {},
): Promise<string> {
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const iat = claims.iat ?? now;
  const exp = opts.expiresInSeconds !== undefined ? now + opts.expiresInSeconds : claims.exp;
  const payload: JwtClaims = { ...claims, iat, ...(exp !== undefined ? { exp } : {}) };
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * Verify the encoding (canonical base64url only), signature (HS256 only) and expiry. Throws
 * jose's errors; see requestRole for HTTP.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  if (!isCanonicalCompactJws(token)) throw new errors.JWSInvalid('JWS is not canonically encoded');
  const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
  if (typeof payload.role !== 'string')
    throw new errors.JWTClaimValidationFailed('role missing', payload, 'role');
  return payload as JwtClaims;
}

// Supabase's keys: iat fixed, ten years of validity. A fixed iat makes the keys a pure function
// of the secret, so a SPA built with the anon key keeps working across restarts.
const KEY_IAT = 1_735_689_600; // 2025-01-01T00:00:00Z
const KEY_EXP = KEY_IAT + 10 * 365 * 24 * 3600;

export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
}

export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const base = { iss: 'supabase', iat: KEY_IAT, exp: KEY_EXP };
  const [anonKey, serviceKey] = await Promise.all([
    signJwt({ ...base, role: 'anon' }, secret),
    signJwt({ ...base, role: 'service_role' }, secret),
  ]);
  return { anonKey, serviceKey };
}

const DB_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/** The Bearer token of `authorization`, else the `apikey` header. */
function bearerToken(authorization: unknown, apikey: unknown): string | undefined {
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  return typeof apikey === 'string' && apikey.length > 0 ? apikey : undefined;
}

function unauthorized(code: string, message: string) {
  return postgrestError(401, code, message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/**
 * Who is calling: the Bearer token (a user's access token or an API key), else the `apikey`
 * header. No token at all is refused like Supabase's gateway does; a bad one gets PostgREST's
 * 401 (PGRST301 unreadable/tampered/wrong secret, PGRST303 expired or bad claims).
 */
export async function requestRole(req: FastifyRequest, secret: string): Promise<RequestIdentity> {
  return roleOfToken(bearerToken(req.headers.authorization, req.headers.apikey), secret);
}

/** requestRole for a Web Request (the server functions, functions/web-function.ts). */
export async function authorizeRequest(request: Request, secret: string): Promise<RequestIdentity> {
  const { headers } = request;
  return roleOfToken(bearerToken(headers.get('authorization'), headers.get('apikey')), secret);
}

/**
 * Who calls, from a token that a gateway in front has already verified (Supabase's, for the Edge
 * Functions: supabase/functions/_shared): its claims read, not checked again. A request without
 * a readable token of one of our roles is refused like requestRole refuses it.
 */
export function identityOfVerifiedRequest(request: Request): RequestIdentity {
  const { headers } = request;
  const token = presentToken(bearerToken(headers.get('authorization'), headers.get('apikey')));
  let claims: JwtClaims;
  try {
    claims = decodeJwt(token) as JwtClaims;
  } catch {
    throw unauthorized('PGRST301', 'JWT could not be decoded or its signature is invalid');
  }
  return identityOf(claims);
}

/** The token, or PostgREST's 401 for a request that carries none. */
function presentToken(token: string | undefined): string {
  if (!token) throw unauthorized('PGRST302', 'No API key found in request');
  return token;
}

/** The caller's identity, when its claims name one of our database roles. */
function identityOf(claims: JwtClaims): RequestIdentity {
  if (!DB_ROLES.has(String(claims.role))) {
    throw postgrestError(401, 'PGRST303', `role "${String(claims.role)}" is not allowed`);
  }
  return { role: claims.role as DbRole, claims };
}

async function roleOfToken(token: string | undefined, secret: string): Promise<RequestIdentity> {
  const present = presentToken(token);
  const claims =
    cachedClaims(present, secret, Math.floor(Date.now() / 1000)) ??
    (await verifyAndRemember(present, secret));
  return identityOf(claims);
}

async function verifyAndRemember(token: string, secret: string): Promise<JwtClaims> {
  try {
    const claims = await verifyJwt(token, secret);
    rememberClaims(token, secret, claims);
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('PGRST303', 'JWT expired');
    if (error instanceof errors.JWTClaimValidationFailed)
      throw unauthorized('PGRST303', 'JWT claims validation failed');
    throw unauthorized('PGRST301', 'JWT could not be decoded or its signature is invalid');
  }
}
