// Server state of the user's notifications, shared by the notifications page and the unread
// badges (sidebar, navbar). Every change invalidates the family, so badges follow at once.
// The navbar's badge is part of every page's first script: each call loads its data module
// when it first runs, so that script does not carry the data layer and its schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from './query-keys';

export function useNotifications(userId: string | undefined) {
  return useQuery({
    queryKey: [...notificationsKey, 'list', userId],
    queryFn: async () => {
      const { listNotifications } = await import('@qrlink/data/notifications/list-notifications');
      return listNotifications(userId ?? '');
    },
    enabled: Boolean(userId),
  });
}

export function useUnreadNotificationCount(userId: string | undefined) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread', userId],
    queryFn: async () => {
      const { countUnreadNotifications } =
        await import('@qrlink/data/notifications/count-unread-notifications');
      return countUnreadNotifications(userId ?? '');
    },
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
