// Visitors can design and download; saving (dynamic codes, scan counts) needs an account.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export function LimitedFeatureNotice() {
  // Written out (not URL-encoded) to match the addresses the spec gives.
  const redirect = `?redirect=${href('toolQrCode')}`;
  return (
    <Alert variant="default" color="yellow" icon={<IconLock />} title="Funcionalidade Limitada">
      <Text size="sm">
        Você pode personalizar e baixar seu QR Code. Para salvá-lo como QR Code dinâmico, mudar o
        destino depois e acompanhar os scans,{' '}
        <Anchor component={Link} to={`${href('login')}${redirect}`} underline="always">
          faça login
        </Anchor>{' '}
        ou{' '}
        <Anchor component={Link} to={`${href('register')}${redirect}`} underline="always">
          crie uma conta grátis
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
