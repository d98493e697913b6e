import { z } from 'zod';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

// Hosted builds only: the self-hosted server answers /qr and /s with a 302 itself. Recording a
// visit is the server's job (the SQL functions are service_role only), so the page asks the
// `redirect` function, which records the scan or click from the request and answers
// `{destination}`; unknown codes answer 404.

const answerSchema = z.object({ destination: z.url({ protocol: /^https?$/ }) });

export interface ResolveRequest {
  kind: 'qr' | 'short_link';
  id: string;
  /** The page's own document.referrer: where the visitor came from. */
  referrer: string | null;
  /** The visitor's answer to the code's password page. */
  password?: string;
}

/**
 * The owner's rules that stopped this visit
 * (docs/product/link-rules-and-utm.md, "Link rules and UTM"), with the server's words: also
 * 'visitors_only' (a browser the server took for a bot, on a code with a limit or a password),
 * 'unavailable' (the database could not judge a code's visit limit just now) and 'disabled' (an
 * admin disabled the code, or blocked its owner: docs/product/trust-and-safety.md, "Reports and
 * moderation").
 */
const RULE_REFUSALS = [
  'expired',
  'limit_reached',
  'password_required',
  'wrong_password',
  'too_many_attempts',
  'visitors_only',
  'unavailable',
  'disabled',
] as const;
export type RuleRefusal = (typeof RULE_REFUSALS)[number];

export type ResolveOutcome =
  | { status: 'redirect'; destination: string }
  | { status: RuleRefusal; message: string };

const refusalSchema = z.object({ code: z.enum(RULE_REFUSALS), message: z.string() });

const notFound = {
  qr: { title: 'Erro de Redirecionamento', message: 'QR Code não encontrado ou inválido.' },
  short_link: { title: 'Erro de Redirecionamento', message: 'Link não encontrado.' },
};

/** What supabase-js's functions client returns on an HTTP error (read without importing it). */
function responseOf(error: unknown): Response | undefined {
  const context = (error as { context?: unknown } | null)?.context;
  return typeof (context as { status?: unknown } | undefined)?.status === 'number'
    ? (context as Response)
    : undefined;
}

async function ruleRefusal(response: Response | undefined): Promise<ResolveOutcome | null> {
  if (!response || ![401, 403, 410, 429, 503].includes(response.status)) return null;
  const body: unknown = await response.json().catch(() => null);
  const refusal = refusalSchema.safeParse(body);
  return refusal.success ? { status: refusal.data.code, message: refusal.data.message } : null;
}

/**
 * The http(s) destination of a QR code or short link, or the rule that stops the visit
 * (expired, limit, password); AppError 'not_found' when unknown.
 */
export async function resolveDestination(request: ResolveRequest): Promise<ResolveOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('redirect', {
    body: {
      kind: request.kind,
      code: request.id,
      referrer: request.referrer,
      ...(request.password === undefined ? {} : { password: request.password }),
    },
  });
  if (error) {
    const response = responseOf(error);
    const refused = await ruleRefusal(response);
    if (refused) return refused;
    // A malformed or unknown code is just an unknown code to the visitor.
    if (response?.status === 404 || response?.status === 400) {
      throw AppError.of('not_found', notFound[request.kind]);
    }
    throw toAppError(error, notFound[request.kind]);
  }
  const answer = answerSchema.safeParse(data);
  if (!answer.success) throw AppError.of('not_found', notFound[request.kind]);
  return { status: 'redirect', destination: answer.data.destination };
}
