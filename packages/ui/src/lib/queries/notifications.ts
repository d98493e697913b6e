// Server state of the user's notifications, shared by the notifications page and the unread
// badges (sidebar, navbar). The navbar's badge is part of every page's first script: each call
// loads its data module when it first runs, so that script does not carry the data layer and
// its schemas; and the changes are in notification-actions.ts, so it carries no mutations.
import { useQuery } from '@tanstack/react-query';
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
