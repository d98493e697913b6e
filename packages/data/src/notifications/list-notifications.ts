// The user's notifications, newest first, and how many are unread (the sidebar and navbar
// badge). RLS keeps each user to their own rows.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LIST_NOTIFICATIONS_ERROR = {
  title: 'Erro ao buscar notificações',
  message: 'Não foi possível carregar suas notificações.',
};

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  related_qr_code_id: z.string().nullable(),
  created_at: z.string(),
});

export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications (at most `limit`; the page lists them all up to that). */
export async function listNotifications(userId: string, limit = 200): Promise<Notification[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('notifications')
      .select('id, type, message, is_read, related_qr_code_id, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(limit);
    if (error) throw error;
    return z.array(notificationSchema).parse(data);
  } catch (error) {
    throw toAppError(error, LIST_NOTIFICATIONS_ERROR);
  }
}

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
