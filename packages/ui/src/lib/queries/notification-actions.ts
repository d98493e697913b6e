// Changes to the user's notifications (notifications page). Every change invalidates the
// family (notifications.ts), so the unread badges follow at once. Only the notifications page
// imports this module: its data calls load with that page, not on the first click.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from '@qrlink/data/notifications/delete-notification';
import { markNotificationRead } from '@qrlink/data/notifications/mark-notification-read';
import { markNotificationsRead } from '@qrlink/data/notifications/mark-notifications-read';
import { notificationsKey } from './query-keys';

export function useNotificationActions(userId: string) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: notificationsKey });
  return {
    markRead: useMutation({
      mutationFn: (id: string) => markNotificationRead(id, userId),
      onSettled,
    }),
    markAllRead: useMutation({
      mutationFn: (ids: string[]) => markNotificationsRead(ids, userId),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteNotification(id, userId),
      onSettled,
    }),
  };
}
