import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { href } from '@/lib/routes';

/** What an area shows instead of a crashed screen. */
function RouteErrorScreen() {
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

interface BoundaryProps {
  area: string;
  /** The address shown: a new one clears the error, as the person has moved on. */
  pathname: string;
  children: ReactNode;
}

class AreaBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    // The error belongs to the address it happened at; '' marks one just caught.
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[qrlink] ${this.props.area} crashed`, error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorScreen />;
  }
}

/**
 * The error boundary of one area (app, public, tools, dashboard, admin) around `children` (the
 * area's routes by default): a crash or a failed lazy chunk shows 'Algo deu errado' instead of a
 * blank page, the rest of the app keeps working, and going to another address tries again.
 */
export function RouteError({
  area,
  children = <Outlet />,
}: {
  area: string;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <AreaBoundary area={area} pathname={pathname}>
      {children}
    </AreaBoundary>
  );
}
