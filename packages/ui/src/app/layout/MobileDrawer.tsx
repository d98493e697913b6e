import { Anchor, Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { AccountLinks } from './AccountLinks';
import { mainNavItems } from './nav-items';

/** The phone navigation: the navbar's items in a side drawer. Loaded on first open. */
export default function MobileDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label="Navegação móvel" gap="xs">
        {mainNavItems.map((item) => (
          <Anchor
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={onClose}
            c="inherit"
            fw={500}
            py={6}
          >
            {item.label}
          </Anchor>
        ))}
        <AccountLinks onNavigate={onClose} fullWidth />
      </Stack>
    </Drawer>
  );
}
