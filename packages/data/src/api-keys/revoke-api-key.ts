// 'Revogar': the key stops working at once, for good; it stays listed as revoked.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const REVOKE_API_KEY_ERROR = {
  title: 'Erro ao revogar chave',
  message: 'Não foi possível revogar a chave.',
};

export async function revokeApiKey(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_api_key', { p_id: id });
  if (error) throw toAppError(error, REVOKE_API_KEY_ERROR);
}
