// How many of the user's notifications are unread (the sidebar and navbar badge), counted by the
// database. RLS keeps each user to their own rows.
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { LIST_NOTIFICATIONS_ERROR } from './list-notifications';

/** Unread notifications, counted by the database (no rows travel). */
export async function countUnreadNotifications(userId: string): Promise<number> {
  try {
    const supabase = await getSupabase();
    const { count, error } = await supabase
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .eq('is_read', false);
    if (error) throw error;
    return count ?? 0;
  } catch (error) {
    throw toAppError(error, LIST_NOTIFICATIONS_ERROR);
  }
}
