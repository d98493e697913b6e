import { emailField } from '@qrlink/core/validation/fields';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const RESET_REQUEST_ERROR = {
  title: 'Erro',
  message: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
};

/**
 * Ask for a recovery mail whose link lands on {origin}/update-password. The answer never
 * says whether the account exists; only an unreachable server or a rate limit is reported.
 */
export async function requestPasswordReset(email: string, appOrigin: string): Promise<void> {
  let address: string;
  try {
    address = emailField.parse(email);
  } catch (error) {
    throw toAppError(error, RESET_REQUEST_ERROR);
  }
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(address, {
    redirectTo: `${appOrigin}/update-password`,
  });
  if (!error) return;
  const appError = toAppError(error, RESET_REQUEST_ERROR);
  if (appError.code === 'network' || appError.code === 'rate_limited') throw appError;
}
