/**
 * Errors exactly as GoTrue (Supabase Auth) sends them, so supabase-js surfaces the same
 * `AuthApiError` (status, code, message) against this server as against Supabase.
 *
 * Two body shapes: clients that send `X-Supabase-Api-Version: 2024-01-01` (supabase-js v2)
 * get `{code: 'error_code', msg}` and the header echoed back; older clients get
 * `{code: <status>, error_code, msg}`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields GoTrue adds for some codes (weak_password.reasons). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  /** An account an admin blocked (auth.users.banned_until): no sign-in, refresh or token. */
  userBanned: () => new AuthError(403, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () =>
    new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  overEmailSendRateLimit: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  overRequestRateLimit: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  insufficientAal: (action: string) =>
    new AuthError(403, 'insufficient_aal', `AAL2 required to ${action}`),
  challengeNotFound: () =>
    new AuthError(
      404,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () =>
    new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') =>
    new AuthError(500, 'unexpected_failure', message),
};

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  const modern = (request.headers[API_VERSION_HEADER] ?? '') >= API_VERSION;
  if (modern) reply.header(API_VERSION_HEADER, API_VERSION);
  const body = modern
    ? { code: error.code, msg: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return reply.code(error.status).send(body);
}
