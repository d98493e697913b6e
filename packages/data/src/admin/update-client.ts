import { clientEditSchema, type ClientEditInput } from '@qrlink/core/validation/client-edit-schema';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { requireSuccess } from './admin-result';

const UPDATE_CLIENT_ERROR = {
  title: 'Erro ao salvar',
  message: 'Falha ao atualizar o cliente.',
};

/**
 * Full name and role of a client (admin_update_client). The database refuses to demote the last
 * admin, and says so in its own words.
 */
export async function updateClient(clientId: string, input: ClientEditInput): Promise<string> {
  try {
    const { fullName, role } = clientEditSchema.parse(input);
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_update_client', {
      p_client_id: clientId,
      p_full_name: fullName,
      p_role: role,
    });
    if (error) throw error;
    return requireSuccess(data, UPDATE_CLIENT_ERROR);
  } catch (error) {
    throw toAppError(error, UPDATE_CLIENT_ERROR);
  }
}
