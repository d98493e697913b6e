import { twoFactorCodeSchema } from '@qrlink/core/validation/two-factor-code';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

/**
 * 'Desativar': a current code first (the server removes a verified factor only for a session
 * that just proved it holds the phone), then the factor goes.
 */
export async function disableTwoFactor(factorId: string, code: string): Promise<void> {
  try {
    const input = twoFactorCodeSchema.parse({ code });
    const supabase = await getSupabase();
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code: input.code });
    if (verified.error) throw verified.error;
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao desativar a verificação em duas etapas' });
  }
}
