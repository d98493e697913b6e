import { twoFactorCodeSchema } from '@qrlink/core/validation/two-factor-code';
import { getSupabase } from '../client';

/**
 * Checks a typed code (six digits) and has the server verify it for `factorId`, which raises
 * this session to aal2: the step shared by signing in, turning two-factor on and turning it off.
 * Throws the raw failure; each caller maps it with its own title.
 */
export async function verifyTwoFactorCode(factorId: string, code: string) {
  const input = twoFactorCodeSchema.parse({ code });
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.challengeAndVerify({
    factorId,
    code: input.code,
  });
  if (error) throw error;
  return data;
}
