import { z } from 'zod/mini';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { toSessionUser, type SessionUser } from './session-user';

// E-mail links land on the app as #access_token=...&refresh_token=...&type=signup|recovery.

const tokenHashSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  type: z._default(z.string(), ''),
});

export type AuthRedirectKind = 'signup' | 'recovery' | 'other';

export interface AuthRedirectTokens {
  kind: AuthRedirectKind;
  accessToken: string;
  refreshToken: string;
}

/** Read the tokens of an e-mail link from a location hash, or null when there are none. */
export function parseAuthRedirect(hash: string): AuthRedirectTokens | null {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  const parsed = tokenHashSchema.safeParse(params);
  if (!parsed.success) return null;
  const { type } = parsed.data;
  const kind: AuthRedirectKind = type === 'signup' || type === 'recovery' ? type : 'other';
  return { kind, accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token };
}

/**
 * True when an e-mail link came back refused (`#error=access_denied&error_code=otp_expired`):
 * the link was used already or is too old.
 */
export function isAuthRedirectError(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('error') || params.has('error_code');
}

export const AUTH_LINK_ERROR = {
  title: 'Link inválido ou expirado',
  message: 'Este link de autenticação não é mais válido. Solicite um novo e tente novamente.',
};

/** Start the session carried by an e-mail link. */
export async function consumeAuthRedirect(
  tokens: AuthRedirectTokens,
): Promise<{ kind: AuthRedirectKind; user: SessionUser }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.setSession({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
  });
  if (error || !data.user) throw toAppError(error ?? new Error('no user'), AUTH_LINK_ERROR);
  return { kind: tokens.kind, user: toSessionUser(data.user) };
}
