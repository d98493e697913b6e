// The user's notifications, newest first (how many are unread: count-unread-notifications.ts).
// RLS keeps each user to their own rows.
// zod/mini: the navbar's unread badge loads this with every page (same checks, smaller).
import { z } from 'zod/mini';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LIST_NOTIFICATIONS_ERROR = {
  title: 'Erro ao buscar notificações',
  message: 'Não foi possível carregar suas notificações.',
};

const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  related_qr_code_id: z.nullable(z.string()),
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
