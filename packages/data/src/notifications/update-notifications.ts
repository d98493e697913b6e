// Mark as read (one, or all the unread ones at once) and delete. Each answers the spec's own
// failure title.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const MARK_READ_ERROR = { title: 'Erro ao marcar como lida' };
export const MARK_ALL_READ_ERROR = { title: 'Erro ao marcar todas como lidas' };
export const DELETE_NOTIFICATION_ERROR = { title: 'Erro ao excluir notificação' };

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

export async function markNotificationsRead(ids: string[], userId: string): Promise<void> {
  if (ids.length === 0) return;
  try {
    const supabase = await getSupabase();
    const { error } = await supabase
      .from('notifications')
      .update({ is_read: true })
      .in('id', ids)
      .eq('user_id', userId);
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, MARK_ALL_READ_ERROR);
  }
}

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
