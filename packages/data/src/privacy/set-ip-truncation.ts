// Configurações > Privacidade: keep this user's visitors' IP addresses truncated, or whole again.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const SAVE_PRIVACY_ERROR = {
  title: 'Erro ao salvar privacidade',
  message: 'Não foi possível salvar sua preferência.',
};

/** Turns truncation on (also truncating what is stored: answers how many) or off. */
export async function setIpTruncation(enabled: boolean): Promise<{ truncated: number }> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('set_ip_truncation', { p_enabled: enabled });
    if (error) throw error;
    return z.object({ truncated: z.number() }).parse(data);
  } catch (error) {
    throw toAppError(error, SAVE_PRIVACY_ERROR);
  }
}
