// Signed-in users go to their links; visitors are told what an account adds.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export function ShortLinkAccountHint({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <Anchor component={Link} to={href('dashboardMyShortLinks')} fw={600}>
        Ver meus links e estatísticas
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      <Anchor component={Link} to={href('login')} underline="always">
        Faça login
      </Anchor>{' '}
      ou{' '}
      <Anchor component={Link} to={href('register')} underline="always">
        cadastre-se
      </Anchor>{' '}
      para gerenciar seus links e acompanhar as estatísticas de cliques.
    </Text>
  );
}
