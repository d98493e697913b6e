import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { href } from '@/lib/routes';

/**
 * The error boundary of one area (public, dashboard, admin): a crash or a failed lazy chunk
 * shows this instead of a blank page, and the rest of the app keeps working.
 */
export function RouteError({ area }: { area: string }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(`[qrlink] ${area} crashed`, error);
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>Algo deu errado</Title>
        <Text c="dimmed">
          Não foi possível exibir esta página. Tente recarregar; se o problema continuar, fale com o
          suporte.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Recarregar</Button>
          <Button component={Link} to={href('home')} variant="default">
            Voltar ao início
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
