import {
  passwordChangeSchema,
  type PasswordChangeInput,
} from '@qrlink/core/validation/password-change-schema';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const CHANGE_PASSWORD_ERROR = {
  title: 'Erro ao alterar senha',
  message: 'Não foi possível alterar sua senha. Tente novamente.',
};

/** Senha: the confirmation must match and the password be long enough; then auth updates it. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  try {
    const { password } = passwordChangeSchema.parse(input);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, CHANGE_PASSWORD_ERROR);
  }
}
