import { Button, Center, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockOff, IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { PasswordGate } from './PasswordGate';

export type RedirectState =
  | { status: 'loading' }
  | { status: 'error'; title: string; message: string }
  /** Expired or out of visits: said plainly, no automatic way out. */
  | { status: 'unavailable'; title: string; message: string }
  | { status: 'password'; submitting: boolean; error: string | null };

function Explanation({
  icon,
  title,
  message,
  leavingSoon,
}: {
  icon: React.ReactNode;
  title: string;
  message: string;
  leavingSoon: boolean;
}) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="red.9" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text role="alert">{message}</Text>
        {leavingSoon && (
          <Text size="sm" c="dimmed">
            Você será levado à página inicial em instantes.
          </Text>
        )}
        <Button component={Link} to={href('home')}>
          Voltar para a página inicial
        </Button>
      </Stack>
    </Container>
  );
}

/** Loading, then the browser leaves, or why not: error (home after 3 s), expired, password. */
export function RedirectScreen({
  state,
  onPassword,
}: {
  state: RedirectState;
  onPassword: (password: string) => void;
}) {
  switch (state.status) {
    case 'loading':
      return (
        <Center mih="50vh" role="status" aria-live="polite">
          <Stack align="center">
            <Loader aria-hidden />
            <Text>Redirecionando...</Text>
          </Stack>
        </Center>
      );
    case 'password':
      return <PasswordGate state={state} onSubmit={onPassword} />;
    case 'unavailable':
      return (
        <Explanation
          icon={<IconClockOff size={36} />}
          title={state.title}
          message={state.message}
          leavingSoon={false}
        />
      );
    case 'error':
      return (
        <Explanation
          icon={<IconLinkOff size={36} />}
          title={state.title}
          message={state.message}
          leavingSoon
        />
      );
  }
}
