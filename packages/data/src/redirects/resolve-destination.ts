import { z } from 'zod';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

// Hosted mode only (the self-hosted server answers /qr and /s with a 302 itself): the SQL
// function records the scan or click and returns the destination.

const destinationSchema = z.url({ protocol: /^https?$/ });

function pickDestination(data: unknown): string | null {
  const first = Array.isArray(data) ? data[0] : data;
  const candidate =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null
        ? Object.values(first).find((value) => typeof value === 'string' && /^https?:/.test(value))
        : null;
  const parsed = destinationSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export interface ResolveRequest {
  kind: 'qr' | 'short_link';
  id: string;
  userAgent: string;
  referrer: string | null;
}

const notFound = {
  qr: { title: 'Erro de Redirecionamento', message: 'QR Code não encontrado ou inválido.' },
  short_link: { title: 'Erro de Redirecionamento', message: 'Link não encontrado.' },
};

/** The http(s) destination of a QR code or short link; AppError 'not_found' when unknown. */
export async function resolveDestination(request: ResolveRequest): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } =
    request.kind === 'qr'
      ? await supabase.rpc('resolve_qr_redirect', {
          p_qr_id: request.id,
          p_user_agent: request.userAgent,
          p_referrer: request.referrer ?? undefined,
        })
      : await supabase.rpc('resolve_short_link', {
          p_code: request.id,
          p_user_agent: request.userAgent,
          p_referrer: request.referrer ?? undefined,
        });
  if (error) {
    const appError = toAppError(error, notFound[request.kind]);
    // A malformed id (e.g. not a uuid) is just an unknown code to the visitor.
    if (appError.code === 'invalid_input') throw AppError.of('not_found', notFound[request.kind]);
    throw appError;
  }
  const destination = pickDestination(data);
  if (!destination) throw AppError.of('not_found', notFound[request.kind]);
  return destination;
}
