// Deletes one of the user's notifications, with the spec's own failure title.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const DELETE_NOTIFICATION_ERROR = { title: 'Erro ao excluir notificação' };

export async function deleteNotification(id: string, userId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase
      .from('notifications')
      .delete()
      .eq('id', id)
      .eq('user_id', userId);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, DELETE_NOTIFICATION_ERROR);
  }
}
