// Changes to the user's notifications (notifications page). Every change invalidates the
// family (notifications.ts), so the unread badges follow at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from './query-keys';

export function useNotificationActions(userId: string) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: notificationsKey });
  return {
    markRead: useMutation({
      mutationFn: async (id: string) => {
        const { markNotificationRead } =
          await import('@qrlink/data/notifications/mark-notification-read');
        return markNotificationRead(id, userId);
      },
      onSettled,
    }),
    markAllRead: useMutation({
      mutationFn: async (ids: string[]) => {
        const { markNotificationsRead } =
          await import('@qrlink/data/notifications/mark-notifications-read');
        return markNotificationsRead(ids, userId);
      },
      onSettled,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => {
        const { deleteNotification } =
          await import('@qrlink/data/notifications/delete-notification');
        return deleteNotification(id, userId);
      },
      onSettled,
    }),
  };
}
