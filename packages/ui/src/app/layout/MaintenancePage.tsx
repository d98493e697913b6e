import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

const DEFAULT_MAINTENANCE_MESSAGE =
  'Estamos realizando melhorias na plataforma. Voltamos em breve!';

/** What non-admins see while the admin has maintenance mode on. */
export function MaintenancePage({ message }: { message: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTools size={36} />
        </ThemeIcon>
        <Title order={1}>Site em manutenção</Title>
        <Text size="lg">{message.trim() || DEFAULT_MAINTENANCE_MESSAGE}</Text>
        <Text c="dimmed" size="sm">
          Administradores podem entrar normalmente.
        </Text>
        <Button component={Link} to={href('login')} variant="default">
          Entrar como administrador
        </Button>
      </Stack>
    </Container>
  );
}
