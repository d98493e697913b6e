import {
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

export type SubscriptionState =
  | { status: 'processing' }
  | { status: 'success' }
  /** The server has not heard from Mercado Pago yet: not an error, the webhook may come later. */
  | { status: 'waiting' }
  | { status: 'error'; message: string };

export function SubscriptionResult({
  state,
  onCheckAgain,
}: {
  state: SubscriptionState;
  onCheckAgain?: () => void;
}) {
  return (
    <Container size={560} py={60}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" aria-live="polite">
          {state.status === 'processing' && (
            <>
              <Loader aria-hidden />
              <Title order={1} fz={26}>
                Processando sua Assinatura
              </Title>
              <Text c="dimmed">Aguarde enquanto confirmamos seu pagamento.</Text>
            </>
          )}
          {state.status === 'success' && (
            <>
              <ThemeIcon size={64} radius="xl" color="green.9" aria-hidden>
                <IconCircleCheck size={40} />
              </ThemeIcon>
              <Title order={1} fz={26}>
                Pagamento Confirmado!
              </Title>
              <Text c="dimmed">Sua assinatura foi ativada. Aproveite os novos recursos!</Text>
              <Button component={Link} to={href('dashboard')}>
                Ir para o Painel
              </Button>
            </>
          )}
          {state.status === 'waiting' && (
            <>
              <ThemeIcon size={64} radius="xl" color="yellow.8" aria-hidden>
                <IconClockHour4 size={40} />
              </ThemeIcon>
              <Title order={1} fz={26}>
                Pagamento em Processamento
              </Title>
              <Text>
                O Mercado Pago ainda não confirmou seu pagamento. Assim que confirmar, seu plano
                será ativado automaticamente e você receberá uma notificação.
              </Text>
              <Group justify="center">
                <Button onClick={onCheckAgain}>Verificar novamente</Button>
                <Button component={Link} to={href('dashboard')} variant="default">
                  Ir para o Painel
                </Button>
              </Group>
            </>
          )}
          {state.status === 'error' && (
            <>
              <ThemeIcon size={64} radius="xl" color="red.9" aria-hidden>
                <IconAlertTriangle size={40} />
              </ThemeIcon>
              <Title order={1} fz={26}>
                Ocorreu um Erro
              </Title>
              <Text role="alert">{state.message}</Text>
              <Group justify="center">
                <Button component={Link} to={href('pricing')}>
                  Ver Planos
                </Button>
                <Button component={Link} to={href('contact')} variant="default">
                  Contatar Suporte
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
