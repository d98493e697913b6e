// The dashboard's side menu, with the unread notifications count on 'Notificações'.
import { Badge } from '@mantine/core';
import { SideNav } from '@/lib/components/SideNav';
import { DASHBOARD_NAV } from './dashboard-nav';

export function DashboardNav({ unread, onNavigate }: { unread: number; onNavigate?: () => void }) {
  return (
    <SideNav
      label="Menu do painel"
      groups={DASHBOARD_NAV}
      onNavigate={onNavigate}
      rightSection={(item) =>
        item.route === 'dashboardNotifications' && unread > 0 ? (
          <Badge size="sm" circle aria-label={`${unread} não lidas`}>
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null
      }
    />
  );
}
