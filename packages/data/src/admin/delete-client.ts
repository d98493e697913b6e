import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { requireSuccess } from './admin-result';

const DELETE_CLIENT_ERROR = {
  title: 'Erro ao Excluir',
  message: 'Não foi possível excluir o cliente.',
};

/**
 * Deletes a client with every row and logo file of theirs (admin_delete_user_and_data; the
 * database cascades). Never the last admin.
 */
export async function deleteClient(clientId: string): Promise<string> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_delete_user_and_data', {
      user_id_to_delete: clientId,
    });
    if (error) throw error;
    return requireSuccess(data, DELETE_CLIENT_ERROR);
  } catch (error) {
    throw toAppError(error, DELETE_CLIENT_ERROR);
  }
}
