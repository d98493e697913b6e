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
}

const notFound = {
  qr: { title: 'Erro de Redirecionamento', message: 'QR Code não encontrado ou inválido.' },
  short_link: { title: 'Erro de Redirecionamento', message: 'Link não encontrado.' },
};

/** What supabase-js's functions client returns on an HTTP error (read without importing it). */
function httpStatusOf(error: unknown): number | undefined {
  const context = (error as { context?: unknown } | null)?.context;
  const status = (context as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The http(s) destination of a QR code or short link; AppError 'not_found' when unknown. */
export async function resolveDestination(request: ResolveRequest): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('redirect', {
    body: { kind: request.kind, code: request.id, referrer: request.referrer },
  });
  if (error) {
    const status = httpStatusOf(error);
    // A malformed or unknown code is just an unknown code to the visitor.
    if (status === 404 || status === 400) throw AppError.of('not_found', notFound[request.kind]);
    throw toAppError(error, notFound[request.kind]);
  }
  const answer = answerSchema.safeParse(data);
  if (!answer.success) throw AppError.of('not_found', notFound[request.kind]);
  return answer.data.destination;
}
