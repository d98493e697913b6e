// Server state of the user's notifications, shared by the notifications page and the unread
// badges (sidebar, navbar). Every change invalidates the family, so badges follow at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countUnreadNotifications } from '@qrlink/data/notifications/count-unread-notifications';
import { deleteNotification } from '@qrlink/data/notifications/delete-notification';
import { listNotifications } from '@qrlink/data/notifications/list-notifications';
import { markNotificationRead } from '@qrlink/data/notifications/mark-notification-read';
import { markNotificationsRead } from '@qrlink/data/notifications/mark-notifications-read';
import { notificationsKey } from './query-keys';

export function useNotifications(userId: string | undefined) {
  return useQuery({
    queryKey: [...notificationsKey, 'list', userId],
    queryFn: () => listNotifications(userId ?? ''),
    enabled: Boolean(userId),
  });
}

export function useUnreadNotificationCount(userId: string | undefined) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread', userId],
    queryFn: () => countUnreadNotifications(userId ?? ''),
    enabled: Boolean(userId),
    // A new scan milestone should show up without a reload.
    refetchInterval: 60_000,
  });
}

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
    remove: useMutation({ mutationFn: (id: string) => deleteNotification(id, userId), onSettled }),
  };
}
