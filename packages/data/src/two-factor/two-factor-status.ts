import { getSupabase } from '../client';
import { toAppError } from '../errors';

export interface TwoFactorStatus {
  /** The verified authenticator, or null when two-factor sign-in is off. */
  factor: { id: string; createdAt: string } | null;
}

/** Configurações > Segurança: is two-factor sign-in on for this account? */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) throw error;
    const factor = data.totp[0];
    return { factor: factor ? { id: factor.id, createdAt: factor.created_at } : null };
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar a segurança da conta',
      message: 'Não foi possível ver se a verificação em duas etapas está ativa. Tente novamente.',
    });
  }
}

/**
 * True when this session still has to enter its code: the account has a verified factor and
 * the session was opened with the password alone (aal1). The server refuses such a session
 * everything (the two-factor migration); the app asks for the code instead of failing.
 */
export async function needsSignInCode(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw toAppError(error, { title: 'Erro de sessão' });
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}
