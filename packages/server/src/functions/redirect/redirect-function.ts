/**
 * `redirect`: a scan's or click's way to its destination (docs/product/redirects.md, "The
 * redirect contract"), on hosted Supabase where no server of ours answers /qr and /s.
 * - `GET|HEAD .../redirect/qr/{id}` and `.../redirect/s/{code}`: the printed code's own 302, for
 *   the static host's rewrite of /qr/* and /s/* (hosting/), with the same headers as the
 *   self-hosted 302 (or, for a crawler asking for a code with a preview, the preview's page). A
 *   code the rules stop (unknown, expired, limit, password, disabled...) is
 *   sent to the SPA's page for it, `{appUrl}/qr/{id}?motivo={refusal}`, which explains; the
 *   rewrites leave addresses carrying `motivo` to the SPA, so that is no loop.
 * - `POST` {kind: 'qr' | 'short_link', code, referrer?, password?}: what those SPA pages call.
 *   Answers `{destination}` after recording the visit exactly as the 302 path does, or a refusal
 *   `{code, message}`: 404 not_found, 410 expired / limit_reached / disabled (by moderation),
 *   401 password_required / wrong_password, 429 too_many_attempts. The pages show each.
 */
import { z } from 'zod';
import { REFUSALS } from '../../http/redirects/redirect-answers';
import { linkPreviewPage, PREVIEW_PAGE_HEADERS } from '../../http/redirects/link-preview-page';
import { isWellFormedKey, previewCodeOf } from '../../http/redirects/redirect-key';
import { visitOfWebRequest } from '../../http/redirects/visit-of';
import type { RequestIdentity } from '../../http/shared/jwt';
import type { RedirectResolver } from '../../redirects/direct-redirects';
import type { RedirectKind, RedirectOutcome } from '../../redirects/redirect-service';
import { readJsonRequest } from '../read-json-request';
import {
  answerOrRefuse,
  jsonAnswer,
  refusal,
  type FunctionContext,
  type WebFunction,
} from '../web-function';

export interface RedirectFunctionDeps {
  /** Who calls the POST (refusing a caller without a valid API key or token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  redirects: RedirectResolver;
  /** Believe the proxy's country header (cf-ipcountry), as the server's TRUST_PROXY says. */
  trustProxy: boolean;
  /** The SPA's origin (PUBLIC_URL), whose /qr and /s pages explain a refused scan. */
  appUrl: string;
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

/** The scan addresses, below wherever the runtime mounts the function. */
const SCAN_PATH = /\/redirect\/(qr|s)\/([^/]*)$/;

const refuse = (code: keyof typeof REFUSALS) =>
  refusal(REFUSALS[code].status, code, REFUSALS[code].message);

function resolve(
  deps: RedirectFunctionDeps,
  kind: RedirectKind,
  code: string,
  request: Request,
  context: FunctionContext,
  extra: { referrer?: string | null; password?: string } = {},
): Promise<RedirectOutcome> {
  if (!isWellFormedKey(kind, code)) return Promise.resolve({ status: 'not_found' });
  const visit = () => visitOfWebRequest(request, context.ip, deps.trustProxy, extra.referrer);
  return deps.redirects.resolve(kind, code, visit, {
    password: extra.password,
    acceptLanguage: request.headers.get('accept-language'),
  });
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** A scan: the 302 to its destination, or to the SPA's page that says why not. */
async function answerScan(
  deps: RedirectFunctionDeps,
  [, prefix, segment]: RegExpExecArray,
  request: Request,
  context: FunctionContext,
): Promise<Response> {
  const code = decoded(segment!);
  const kind = prefix === 'qr' ? 'qr' : 'short_link';
  // A preview address (`/s/{code}+`): the SPA's preview page, nothing resolved or counted. The
  // static host sent it here like a scan; `motivo` keeps its rewrite from sending it back.
  const previewed = previewCodeOf(kind, code);
  if (previewed !== null) {
    return scanAnswer(`${deps.appUrl}/${prefix}/${encodeURIComponent(previewed)}+?motivo=preview`);
  }
  const outcome = await resolve(deps, kind, code, request, context).catch(
    (error: unknown): RedirectOutcome => {
      deps.log('redirect_failed', error);
      return { status: 'unavailable' };
    },
  );
  const address = `${deps.appUrl}/${prefix}/${encodeURIComponent(code)}`;
  if (outcome.status === 'preview') {
    return new Response(linkPreviewPage(outcome.preview, address), {
      status: 200,
      headers: PREVIEW_PAGE_HEADERS,
    });
  }
  const location =
    outcome.status === 'redirect' ? outcome.destination : `${address}?motivo=${outcome.status}`;
  return scanAnswer(location);
}

/** As the self-hosted 302: never cached, since every scan must reach us to be counted. */
function scanAnswer(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  });
}

export function redirectFunction(deps: RedirectFunctionDeps): WebFunction {
  return (request, context) =>
    answerOrRefuse(
      async () => {
        const scan = SCAN_PATH.exec(new URL(request.url).pathname);
        if (scan && (request.method === 'GET' || request.method === 'HEAD')) {
          return answerScan(deps, scan, request, context);
        }
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        await deps.identify(request);
        const body = await readJsonRequest(request, { limit: 4096, invalidMessage: INVALID });
        const parsed = bodySchema.safeParse(body);
        if (!parsed.success) throw refusal(400, 'validation_failed', INVALID);
        const { kind, code, referrer, password } = parsed.data;
        const outcome = await resolve(deps, kind, code, request, context, {
          referrer: referrer || null,
          password,
        });
        // The app's pages run in a person's browser: a bot calling here gets no destination.
        if (outcome.status === 'preview') throw refuse('visitors_only');
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
