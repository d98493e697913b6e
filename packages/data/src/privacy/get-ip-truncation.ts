// Configurações > Privacidade: whether this user's visitors' IP addresses are kept truncated.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LOAD_PRIVACY_ERROR = {
  title: 'Erro ao carregar privacidade',
  message: 'Não foi possível carregar suas preferências de privacidade.',
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
