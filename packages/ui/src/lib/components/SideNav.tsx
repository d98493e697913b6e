// A side menu of grouped links with the current one marked (aria-current): the dashboard's and
// the admin area's.
import { NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { matchPath, Link, useLocation } from 'react-router-dom';
import { paths, type RouteName } from '@/lib/routes';

/** A link to a page without parameters (its path is the address). */
export interface SideNavItem<R extends RouteName = RouteName> {
  route: R;
  label: string;
  /** Other routes under which this item is the active one (edit pages, the bare path). */
  alsoActiveOn?: RouteName[];
}

function isActive(item: SideNavItem, pathname: string): boolean {
  return [item.route, ...(item.alsoActiveOn ?? [])].some((route) =>
    matchPath({ path: paths[route], end: true }, pathname.replace(/\/+$/, '') || '/'),
  );
}

export function SideNav<R extends RouteName>({
  label,
  groups,
  onNavigate,
  rightSection,
}: {
  /** The menu's accessible name. */
  label: string;
  groups: { group: string; items: SideNavItem<R>[] }[];
  onNavigate?: () => void;
  /** Something shown at an item's end (a count). */
  rightSection?: (item: SideNavItem<R>) => ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" component="nav" aria-label={label}>
      {groups.map(({ group, items }) => (
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
                to={paths[item.route]}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                rightSection={rightSection?.(item)}
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
