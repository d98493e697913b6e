// The sidebar's links, grouped, with the current one marked (aria-current) and the unread
// notifications count on 'Notificações'.
import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { matchPath, Link, useLocation } from 'react-router-dom';
import { href, paths } from '@/lib/routes';
import { DASHBOARD_NAV, type DashboardNavItem } from './dashboard-nav';

function isActive(item: DashboardNavItem, pathname: string): boolean {
  return [item.route, ...(item.alsoActiveOn ?? [])].some((route) =>
    matchPath({ path: paths[route], end: true }, pathname.replace(/\/+$/, '') || '/'),
  );
}

export function DashboardNav({ unread, onNavigate }: { unread: number; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" component="nav" aria-label="Menu do painel">
      {DASHBOARD_NAV.map(({ group, items }) => (
        <div key={group}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {group}
          </Text>
          {items.map((item) => {
            const active = isActive(item, pathname);
            return (
              <NavLink
                key={item.route}
                component={Link}
                to={href(item.route)}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                rightSection={
                  item.route === 'dashboardNotifications' && unread > 0 ? (
                    <Badge size="sm" circle aria-label={`${unread} não lidas`}>
                      {unread > 99 ? '99+' : unread}
                    </Badge>
                  ) : null
                }
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
