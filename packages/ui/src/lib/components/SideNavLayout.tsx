// The frame of the signed-in areas (dashboard and admin): the side menu on wide screens, a menu
// button opening a drawer on phones, and the page beside it.
import { Box, Button, Container, Drawer, Group, Paper } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from './FullPageLoader';

export function SideNavLayout({
  menuButtonLabel,
  drawerTitle,
  renderNav,
}: {
  /** The phone's menu button, e.g. 'Menu do painel (3)'. */
  menuButtonLabel: string;
  drawerTitle: string;
  /** The menu; `onNavigate` closes the drawer after a choice. */
  renderNav: (onNavigate?: () => void) => ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpen, drawer] = useDisclosure(false);
  const page = (
    <Suspense fallback={<FullPageLoader label="Carregando..." />}>
      <Outlet />
    </Suspense>
  );

  return (
    <Container size="xl" py="lg">
      {wide ? (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Paper withBorder p="sm" w={240} style={{ flexShrink: 0, position: 'sticky', top: 80 }}>
            {renderNav()}
          </Paper>
          <Box style={{ flex: 1, minWidth: 0 }}>{page}</Box>
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
            {menuButtonLabel}
          </Button>
          <Drawer opened={drawerOpen} onClose={drawer.close} title={drawerTitle} size="xs">
            {renderNav(drawer.close)}
          </Drawer>
          {page}
        </>
      )}
    </Container>
  );
}
