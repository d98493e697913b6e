/**
 * `redirect` {kind: 'qr' | 'short_link', code, referrer?, password?}: what the SPA's /qr/:qrId
 * and /s/:shortCode pages call (docs/product/redirects.md, "The redirect contract"). Answers
 * `{destination}` after recording the visit exactly as the 302 path does, or a refusal
 * `{code, message}`: 404 not_found, 410 expired / limit_reached, 401 password_required /
 * wrong_password, 429 too_many_attempts. The SPA's redirect pages show each.
 */
import { z } from 'zod';
import { REFUSALS } from '../../http/redirects/redirect-answers';
import { isWellFormedKey } from '../../http/redirects/redirect-key';
import { visitFrom } from '../../http/redirects/visit-of';
import type { RequestIdentity } from '../../http/shared/jwt';
import type { RedirectResolver } from '../../redirects/direct-redirects';
import { readJsonRequest } from '../read-json-request';
import { answerOrRefuse, jsonAnswer, refusal, type WebFunction } from '../web-function';

export interface RedirectFunctionDeps {
  /** Who calls (refusing a caller without a valid API key or token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  redirects: RedirectResolver;
  /** Believe the proxy's country header (cf-ipcountry), as the server's TRUST_PROXY says. */
  trustProxy: boolean;
  log: (message: string, error: unknown) => void;
}

const INVALID = 'Envie kind (qr ou short_link) e code em JSON.';

const bodySchema = z.object({
  kind: z.enum(['qr', 'short_link']),
  code: z.string().max(128),
  referrer: z.string().max(2048).nullish(),
  /** The visitor's answer to a code's password page. */
  password: z.string().max(200).optional(),
});

const refuse = (code: keyof typeof REFUSALS) =>
  refusal(REFUSALS[code].status, code, REFUSALS[code].message);

/** The request's headers as Node lists them ([name, value, ...]), for visitFrom. */
function rawHeadersOf(request: Request): string[] {
  const raw: string[] = [];
  request.headers.forEach((value, name) => raw.push(name, value));
  return raw;
}

export function redirectFunction(deps: RedirectFunctionDeps): WebFunction {
  return (request, context) =>
    answerOrRefuse(
      async () => {
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        await deps.identify(request);
        const body = await readJsonRequest(request, { limit: 4096, invalidMessage: INVALID });
        const parsed = bodySchema.safeParse(body);
        if (!parsed.success) throw refusal(400, 'validation_failed', INVALID);
        const { kind, code, referrer, password } = parsed.data;
        if (!isWellFormedKey(kind, code)) throw refuse('not_found');
        const outcome = await deps.redirects.resolve(
          kind,
          code,
          () =>
            visitFrom(
              rawHeadersOf(request),
              request.method,
              context.ip,
              deps.trustProxy,
              referrer || null,
            ),
          password,
        );
        if (outcome.status !== 'redirect') throw refuse(outcome.status);
        return jsonAnswer(200, { destination: outcome.destination });
      },
      {
        status: 500,
        code: 'redirect_failed',
        message: 'Não foi possível abrir este link agora. Tente novamente em instantes.',
      },
      deps.log,
    );
}
