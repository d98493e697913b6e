import { z } from 'zod';
import { requiredText } from '@qrlink/core/validation/fields';
import { KEYS } from '@qrlink/core/validation/messages';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const UPDATE_PROFILE_ERROR = {
  title: 'Erro ao atualizar perfil',
  message: 'Não foi possível salvar seu perfil.',
};

export const profileSchema = z.object({
  fullName: requiredText(KEYS.fullNameRequired),
});

/** Perfil: only the full name changes here (the e-mail cannot). */
export async function updateProfile(userId: string, input: { fullName: string }): Promise<void> {
  try {
    const { fullName } = profileSchema.parse(input);
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('profiles')
      .update({ full_name: fullName, updated_at: new Date().toISOString() })
      .eq('id', userId)
      .select('id');
    if (error) throw error;
    if (!data || data.length === 0) throw new Error('profile not updated');
  } catch (error) {
    throw toAppError(error, UPDATE_PROFILE_ERROR);
  }
}
