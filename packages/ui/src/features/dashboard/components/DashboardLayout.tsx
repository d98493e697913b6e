// The user area's frame: the sidebar on wide screens, a 'Menu do painel' drawer on phones, and
// the page beside it.
import { Box, Button, Container, Drawer, Group, Paper } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { userAtom } from '@/lib/session';
import { useUnreadNotificationCount } from '@/lib/queries/notifications';
import { DashboardNav } from './DashboardNav';

export function DashboardLayout() {
  const user = useAtomValue(userAtom);
  const unread = useUnreadNotificationCount(user?.id).data ?? 0;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpen, drawer] = useDisclosure(false);

  return (
    <Container size="xl" py="lg">
      {wide ? (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Paper withBorder p="sm" w={240} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
            <DashboardNav unread={unread} />
          </Paper>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Suspense fallback={<FullPageLoader label="Carregando..." />}>
              <Outlet />
            </Suspense>
          </Box>
        </Group>
      ) : (
        <>
          <Button
            variant="default"
            leftSection={<IconMenu2 size={18} />}
            onClick={drawer.open}
            mb="md"
            aria-expanded={drawerOpen}
          >
            Menu do painel{unread > 0 ? ` (${unread})` : ''}
          </Button>
          <Drawer opened={drawerOpen} onClose={drawer.close} title="Painel" size="xs">
            <DashboardNav unread={unread} onNavigate={drawer.close} />
          </Drawer>
          <Suspense fallback={<FullPageLoader label="Carregando..." />}>
            <Outlet />
          </Suspense>
        </>
      )}
    </Container>
  );
}
