import { emailField } from '@qrlink/core/validation/fields';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const RESEND_ERROR = {
  title: 'Erro',
  message: 'Não foi possível reenviar o e-mail de confirmação. Tente novamente em instantes.',
};

/** The auth server allows one mail per account per interval and says how long to wait. */
export class ResendTooSoonError extends AppError {
  constructor(
    readonly seconds: number,
    options?: { cause?: unknown },
  ) {
    super(
      'rate_limited',
      'Aguarde para reenviar',
      `Aguarde ${seconds} segundos para reenviar o e-mail de confirmação.`,
      options,
    );
  }
}

/** GoTrue's wording: 'For security purposes, you can only request this after 42 seconds.' */
export function secondsToWait(error: unknown): number | null {
  const message = (error as { message?: unknown } | null)?.message;
  const match = typeof message === 'string' ? /after (\d+) seconds?/i.exec(message) : null;
  return match ? Number(match[1]) : null;
}

/** Send the sign-up confirmation mail again (type signup), back to `appOrigin`. */
export async function resendConfirmation(email: string, appOrigin: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: emailField.parse(email),
      options: { emailRedirectTo: `${appOrigin}/` },
    });
    if (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) throw new ResendTooSoonError(seconds, { cause: error });
      throw error;
    }
  } catch (error) {
    throw toAppError(error, RESEND_ERROR);
  }
}
