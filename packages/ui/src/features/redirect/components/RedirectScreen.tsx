import { Button, Center, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export type RedirectState =
  { status: 'loading' } | { status: 'error'; title: string; message: string };

/** Loading, then either the browser leaves, or the error with a way home (automatic after 3 s). */
export function RedirectScreen({ state }: { state: RedirectState }) {
  if (state.status === 'loading') {
    return (
      <Center mih="50vh" role="status" aria-live="polite">
        <Stack align="center">
          <Loader aria-hidden />
          <Text>Redirecionando...</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="red.9" aria-hidden>
          <IconLinkOff size={36} />
        </ThemeIcon>
        <Title order={1}>{state.title}</Title>
        <Text role="alert">{state.message}</Text>
        <Text size="sm" c="dimmed">
          Você será levado à página inicial em instantes.
        </Text>
        <Button component={Link} to={href('home')}>
          Voltar para a página inicial
        </Button>
      </Stack>
    </Container>
  );
}
