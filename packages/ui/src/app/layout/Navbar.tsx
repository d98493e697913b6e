import { Anchor, Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { href } from '@/lib/routes';
import { AccountLinks } from './AccountLinks';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { mainNavItems } from './nav-items';

// The drawer (and the modal machinery under it) is fetched the first time a phone user opens
// the menu, not with the landing page.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

export function Brand() {
  return (
    <Anchor
      component={Link}
      to={href('home')}
      underline="never"
      c="inherit"
      aria-label="QR Link, página inicial"
    >
      <Group gap={6} wrap="nowrap">
        <IconQrcode size={28} color="var(--mantine-color-brand-7)" aria-hidden />
        <Text fw={800} fz="xl">
          QR Link
        </Text>
      </Group>
    </Anchor>
  );
}

/** Top bar on wide screens; a burger opening a side drawer with the same items on phones. */
export function Navbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap">
          <Brand />
          <Group component="nav" aria-label="Navegação principal" gap="xs" visibleFrom="md">
            {mainNavItems.map((item) => (
              <Anchor key={item.to} component={NavLink} to={item.to} c="inherit" fw={500} px="xs">
                {item.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap="xs" visibleFrom="md">
              <AccountLinks />
            </Group>
            <ColorSchemeToggle />
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              hiddenFrom="md"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
