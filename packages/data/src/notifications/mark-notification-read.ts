// Marks one of the user's notifications as read, with the spec's own failure title.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const MARK_READ_ERROR = { title: 'Erro ao marcar como lida' };

export async function markNotificationRead(id: string, userId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase
      .from('notifications')
      .update({ is_read: true })
      .eq('id', id)
      .eq('user_id', userId);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, MARK_READ_ERROR);
  }
}
