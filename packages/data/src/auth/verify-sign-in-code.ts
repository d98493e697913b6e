import { twoFactorCodeSchema } from '@qrlink/core/validation/two-factor-code';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { verifyTwoFactorCode } from '../two-factor/verify-two-factor-code';
import { toSessionUser, type SessionUser } from './session-user';

/** Sign-in, step 2: the authenticator's code raises the password's session to aal2. */
export async function verifySignInCode(code: string): Promise<SessionUser> {
  try {
    // A malformed code is refused before anything is asked of the server.
    twoFactorCodeSchema.parse({ code });
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) throw error;
    const factor = data.totp[0];
    if (!factor) throw Object.assign(new Error('no factor'), { code: 'mfa_factor_not_found' });
    return toSessionUser((await verifyTwoFactorCode(factor.id, code)).user);
  } catch (error) {
    throw toAppError(error, { title: 'Erro no Login' });
  }
}
