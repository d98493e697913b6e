import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { verifyTwoFactorCode } from './verify-two-factor-code';

/**
 * 'Desativar': a current code first (the server removes a verified factor only for a session
 * that just proved it holds the phone), then the factor goes.
 */
export async function disableTwoFactor(factorId: string, code: string): Promise<void> {
  try {
    await verifyTwoFactorCode(factorId, code);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao desativar a verificação em duas etapas' });
  }
}
