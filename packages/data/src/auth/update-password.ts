import {
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@qrlink/core/validation/reset-password-schema';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const UPDATE_PASSWORD_ERROR = {
  title: 'Erro ao atualizar senha',
  message: 'Não foi possível atualizar sua senha. Tente novamente.',
};

/** Set a new password for the signed-in (or recovering) user. */
export async function updatePassword(input: ResetPasswordInput): Promise<void> {
  try {
    const { password } = resetPasswordSchema.parse(input);
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, UPDATE_PASSWORD_ERROR);
  }
}
