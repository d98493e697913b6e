/**
 * POST /functions/v1/redirect: what `supabase.functions.invoke('redirect', { body })` calls
 * from the SPA's /qr/:qrId and /s/:shortCode pages. Those pages exist for hosted builds, where
 * no server of ours answers the 302 (hosted Supabase needs an Edge Function of this contract).
 * Body `{kind: 'qr' | 'short_link', code, referrer?, password?}`; answers `{destination}` after
 * recording the visit exactly as the 302 path does, or a refusal `{code, message}`: 404
 * not_found, 410 expired / limit_reached, 401 password_required / wrong_password, 429
 * too_many_attempts. The SPA's redirect pages show each.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../shared/http-error';
import { requestRole } from '../shared/jwt';
import type { RedirectDeps } from './register-redirect-routes';
import { REFUSALS } from './redirect-answers';
import { isWellFormedKey } from './redirect-key';
import { visitOf } from './visit-of';

const bodySchema = z.object({
  kind: z.enum(['qr', 'short_link']),
  code: z.string().max(128),
  referrer: z.string().max(2048).nullish(),
  /** The visitor's answer to a code's password page. */
  password: z.string().max(200).optional(),
});

const refuse = (code: keyof typeof REFUSALS) =>
  new HttpError(REFUSALS[code].status, { code, message: REFUSALS[code].message });

export async function registerRedirectFunction(app: FastifyInstance, deps: RedirectDeps) {
  app.post('/functions/v1/redirect', { bodyLimit: 4096 }, async (request, reply) => {
    await requestRole(request, deps.jwtSecret);
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) {
      throw new HttpError(400, {
        code: 'validation_failed',
        message: 'Envie kind (qr ou short_link) e code em JSON.',
      });
    }
    const { kind, code, referrer, password } = parsed.data;
    if (!isWellFormedKey(kind, code)) throw refuse('not_found');
    const outcome = await deps.redirects.resolve(
      kind,
      code,
      () => visitOf(request, deps.trustProxy, referrer || null),
      password,
    );
    if (outcome.status !== 'redirect') throw refuse(outcome.status);
    reply.header('cache-control', 'private, no-store');
    return { destination: outcome.destination };
  });
}
