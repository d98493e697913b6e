import { loginSchema, type LoginInput } from '@qrlink/core/validation/login-schema';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { toSessionUser, type SessionUser } from './session-user';

const SIGN_IN_ERROR = {
  title: 'Erro no Login',
  message: 'Não foi possível fazer login. Verifique suas credenciais.',
};

/** Password sign-in. Throws an AppError titled 'Erro no Login'. */
export async function signIn(input: LoginInput): Promise<SessionUser> {
  try {
    const { email, password } = loginSchema.parse(input);
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return toSessionUser(data.user);
  } catch (error) {
    throw toAppError(error, SIGN_IN_ERROR);
  }
}
