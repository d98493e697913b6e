/**
 * /auth/v1: the GoTrue endpoints supabase-js 2.x uses, with the bodies it sends and expects. Handlers only
 * translate HTTP; each use case lives in its own file.
 */
import rateLimit from '@fastify/rate-limit';
import { isUuid } from '@qrlink/core/validation/uuid';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { AuthError, authErrors, sendAuthError } from './auth-error';
import { authHealth, authSettings } from './auth-settings';
import { authenticateRequest } from './authenticate-request';
import { challengeFactor } from './challenge-factor';
import { enrollFactor } from './enroll-factor';
import type { ClientInfo } from './issue-session';
import { logOut, parseLogoutScope } from './log-out';
import { safeRedirectUrl } from './redirect-url';
import { refreshSession } from './refresh-session';
import { requestRecovery } from './request-recovery';
import { resendConfirmation } from './resend-confirmation';
import { SignInThrottle } from './sign-in-throttle';
import { signInWithPassword } from './sign-in-with-password';
import { signUp } from './sign-up';
import { unenrollFactor } from './unenroll-factor';
import { toUserJson } from './user-record';
import { updateUser } from './update-user';
import { FactorCodeThrottle, verifyFactor } from './verify-factor';
import { parseVerifyType, verifyEmailLink } from './verify-email-link';
import { isRegistrationOpen } from './registration-setting';
import { jsonBodyMessage, parseJsonBody } from '../shared/parse-json-body';
import { queryHasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../shared/unsafe-text';

type Query = Record<string, string | undefined>;
type FactorParams = { factorId: string };

export async function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { options } = ctx;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => authErrors.overRequestRateLimit(),
  });
  // supabase-js posts `content-type: application/json` with no body (logout): that is `{}`.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const parsed = parseJsonBody(typeof body === 'string' ? body : body.toString('utf8'), {});
    if (parsed.ok) return done(null, parsed.value);
    done(
      authErrors.validation(jsonBodyMessage(parsed.reason, 'Could not parse request body as JSON')),
      undefined,
    );
  });
  // redirect_to, tokens, grant types: the same text rules as bodies.
  app.addHook('onRequest', async (request) => {
    if (queryHasUnsafeText(request)) throw authErrors.validation(UNSAFE_TEXT_MESSAGE);
  });

  const limit = (perMinute: number) => ({
    config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
  });
  const emailLimit = limit(options.rateLimitPerMinute);
  const tokenLimit = limit(options.rateLimitPerMinute * 4);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, wrong content type).
      return sendAuthError(
        request,
        reply,
        new AuthError(
          status === 413 ? 413 : 400,
          'validation_failed',
          error instanceof Error ? error.message : 'Bad request',
        ),
      );
    }
    ctx.log.error(error, 'auth request failed');
    return sendAuthError(request, reply, authErrors.unexpected());
  });

  const signInThrottle = new SignInThrottle();
  const factorCodeThrottle = new FactorCodeThrottle();
  const client = (request: FastifyRequest): ClientInfo => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  const redirectOf = (request: FastifyRequest) =>
    safeRedirectUrl((request.query as Query).redirect_to, options.siteUrl, options.redirectOrigins);

  app.post('/auth/v1/signup', emailLimit, async (request) =>
    signUp(ctx, request.body, redirectOf(request), client(request)),
  );

  app.post('/auth/v1/token', tokenLimit, async (request) => {
    const grantType = (request.query as Query).grant_type;
    if (grantType === 'password') {
      return signInWithPassword(ctx, request.body, client(request), signInThrottle);
    }
    if (grantType === 'refresh_token') return refreshSession(ctx, request.body);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.post('/auth/v1/logout', async (request, reply) => {
    const scope = parseLogoutScope((request.query as Query).scope);
    const caller = await authenticateRequest(ctx, request);
    await logOut(ctx, caller, scope);
    return reply.code(204).send();
  });

  app.get('/auth/v1/user', async (request) =>
    toUserJson((await authenticateRequest(ctx, request)).user),
  );

  app.put('/auth/v1/user', async (request) =>
    updateUser(ctx, await authenticateRequest(ctx, request), request.body),
  );

  // Two-factor sign-in (TOTP): the MFA endpoints supabase-js's auth.mfa calls.
  app.post('/auth/v1/factors', tokenLimit, async (request) =>
    enrollFactor(ctx, await authenticateRequest(ctx, request), request.body),
  );
  app.post<{ Params: FactorParams }>(
    '/auth/v1/factors/:factorId/challenge',
    tokenLimit,
    async (request) =>
      challengeFactor(
        ctx,
        await authenticateRequest(ctx, request),
        factorIdOf(request.params),
        request.ip,
      ),
  );
  app.post<{ Params: FactorParams }>(
    '/auth/v1/factors/:factorId/verify',
    tokenLimit,
    async (request) =>
      verifyFactor(
        ctx,
        await authenticateRequest(ctx, request),
        factorIdOf(request.params),
        request.body,
        factorCodeThrottle,
      ),
  );
  app.delete<{ Params: FactorParams }>('/auth/v1/factors/:factorId', async (request) =>
    unenrollFactor(ctx, await authenticateRequest(ctx, request), factorIdOf(request.params)),
  );

  app.post('/auth/v1/recover', emailLimit, async (request) =>
    requestRecovery(ctx, request.body, redirectOf(request)),
  );

  app.post('/auth/v1/resend', emailLimit, async (request) =>
    resendConfirmation(ctx, request.body, redirectOf(request)),
  );

  app.get('/auth/v1/verify', tokenLimit, async (request, reply) => {
    const query = request.query as Query;
    const target = await verifyEmailLink(
      ctx,
      query.token,
      parseVerifyType(query.type),
      redirectOf(request),
      client(request),
    );
    return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
  });

  app.get('/auth/v1/settings', async () =>
    authSettings(options, !(await isRegistrationOpen(ctx.db))),
  );
  app.get('/auth/v1/health', async () => authHealth);
}

/** A factor id is a UUID; anything else names no factor (GoTrue's 404). */
function factorIdOf(params: FactorParams): string {
  if (!isUuid(params.factorId)) throw authErrors.factorNotFound();
  return params.factorId.toLowerCase();
}
