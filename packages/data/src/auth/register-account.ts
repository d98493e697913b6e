import { registerSchema, type RegisterInput } from '@qrlink/core/validation/register-schema';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import { checkEmailExists } from './check-email-exists';

const SIGN_UP_ERROR = {
  title: 'Erro no Cadastro',
  message: 'Não foi possível realizar o cadastro.',
};

const EMAIL_TAKEN = {
  title: 'E-mail já cadastrado',
  message: 'Este endereço de e-mail já está em uso. Por favor, tente fazer login.',
};

export type RegisterResult =
  | { status: 'confirmation_sent'; email: string }
  | { status: 'signed_in' };

/**
 * Sign-up (docs/product/data-model.md, "States and transitions"): validate, check the e-mail is
 * free (rpc check_if_email_exists), then create the account with data.full_name. The confirmation
 * mail links back to the app.
 */
export async function registerAccount(
  input: RegisterInput,
  appOrigin: string,
): Promise<RegisterResult> {
  let data;
  try {
    data = registerSchema.parse(input);
  } catch (error) {
    throw toAppError(error, SIGN_UP_ERROR);
  }
  if (await checkEmailExists(data.email)) throw AppError.of('email_exists', EMAIL_TAKEN);
  try {
    const supabase = await getSupabase();
    const { data: result, error } = await supabase.auth.signUp({
      email: data.email,
      password: data.password,
      options: { data: { full_name: data.fullName }, emailRedirectTo: `${appOrigin}/` },
    });
    if (error) throw error;
    return result.session
      ? { status: 'signed_in' }
      : { status: 'confirmation_sent', email: data.email };
  } catch (error) {
    throw toAppError(error, SIGN_UP_ERROR);
  }
}
