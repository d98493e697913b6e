// Marks all the unread notifications at once (the ids the page shows), with the spec's own failure
// title. No ids: nothing to do.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const MARK_ALL_READ_ERROR = { title: 'Erro ao marcar todas como lidas' };

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
