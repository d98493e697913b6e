import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { verifyTwoFactorCode } from './verify-two-factor-code';

export interface TwoFactorEnrolment {
  factorId: string;
  /** The otpauth:// address as an SVG data URL, for the phone's camera. */
  qrCode: string;
  /** The same secret as text, for typing into the app. */
  secret: string;
}

/** Step 1 of 'Ativar': a new authenticator secret, not active until its first code. */
export async function startTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      issuer: 'QR Link',
    });
    if (error) throw error;
    // supabase-js prefixes the SVG without encoding it; its '#' colours would end the URL.
    const svg = data.totp.qr_code.replace(/^data:image\/svg\+xml;utf-8,/, '');
    return {
      factorId: data.id,
      qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      secret: data.totp.secret,
    };
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao ativar a verificação em duas etapas',
      message: 'Não foi possível gerar o código de configuração. Tente novamente.',
    });
  }
}

/** Step 2: the first code from the app turns the factor on (and this session to aal2). */
export async function confirmTwoFactor(factorId: string, code: string): Promise<void> {
  try {
    await verifyTwoFactorCode(factorId, code);
  } catch (error) {
    throw toAppError(error, { title: 'Erro ao ativar a verificação em duas etapas' });
  }
}
