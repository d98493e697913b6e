import { getSupabase } from '../client';
import { toAppError } from '../errors';

const DELETE_ACCOUNT_ERROR = {
  title: 'Erro ao excluir conta',
  message: 'Não foi possível excluir sua conta.',
};

/**
 * Deletes the caller's account and every row and logo file of theirs (the database cascades).
 * The last admin is refused with the database's own message. The screen then signs out.
 */
export async function deleteAccount(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('delete_user_data_and_auth');
  if (error) throw toAppError(error, DELETE_ACCOUNT_ERROR);
}
