import { twoFactorCodeSchema } from '@qrlink/core/validation/two-factor-code';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { toSessionUser, type SessionUser } from './session-user';

/** Sign-in, step 2: the authenticator's code raises the password's session to aal2. */
export async function verifySignInCode(code: string): Promise<SessionUser> {
  try {
    const input = twoFactorCodeSchema.parse({ code });
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) throw error;
    const factor = data.totp[0];
    if (!factor) throw Object.assign(new Error('no factor'), { code: 'mfa_factor_not_found' });
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: input.code,
    });
    if (verified.error) throw verified.error;
    return toSessionUser(verified.data.user);
  } catch (error) {
    throw toAppError(error, { title: 'Erro no Login' });
  }
}
