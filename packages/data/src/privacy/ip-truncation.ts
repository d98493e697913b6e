// Configurações > Privacidade: whether this user's visitors' IP addresses are kept truncated.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LOAD_PRIVACY_ERROR = {
  title: 'Erro ao carregar privacidade',
  message: 'Não foi possível carregar suas preferências de privacidade.',
};
export const SAVE_PRIVACY_ERROR = {
  title: 'Erro ao salvar privacidade',
  message: 'Não foi possível salvar sua preferência.',
};

export async function getIpTruncation(userId: string): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('profiles')
      .select('truncate_ip_addresses')
      .eq('id', userId)
      .single();
    if (error) throw error;
    return z.object({ truncate_ip_addresses: z.boolean() }).parse(data).truncate_ip_addresses;
  } catch (error) {
    throw toAppError(error, LOAD_PRIVACY_ERROR);
  }
}

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
