import { z } from 'zod';
import { emailField } from '@qrlink/core/validation/fields';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const EMAIL_CHECK_ERROR = {
  title: 'Erro no Cadastro',
  message: 'Ocorreu um erro ao verificar o e-mail. Por favor, tente novamente.',
};

/** Whether an account already uses this e-mail (rpc check_if_email_exists; truthy = taken). */
export async function checkEmailExists(email: string): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('check_if_email_exists', {
      p_email: emailField.parse(email),
    });
    if (error) throw error;
    return z.unknown().parse(data) ? true : false;
  } catch (error) {
    throw toAppError(error, EMAIL_CHECK_ERROR);
  }
}
