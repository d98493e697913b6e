import { emailField } from '@qrlink/core/validation/fields';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const RESEND_ERROR = {
  title: 'Erro',
  message: 'Não foi possível reenviar o e-mail de confirmação. Tente novamente em instantes.',
};

/** Send the sign-up confirmation mail again (type signup). */
export async function resendConfirmation(email: string, appOrigin: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: emailField.parse(email),
      options: { emailRedirectTo: `${appOrigin}/` },
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, RESEND_ERROR);
  }
}
