// Configurações > Segurança: two-factor sign-in with an authenticator app
// (docs/product/trust-and-safety.md, "Two-factor sign-in"). Turned on with the app's first code,
// turned off with a current one.
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getTwoFactorStatus } from '@qrlink/data/two-factor/two-factor-status';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { EnrolTwoFactor } from './EnrolTwoFactor';

export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;

export function SecurityTab() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: getTwoFactorStatus });
  const [enrolling, setEnrolling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });

  return (
    <Stack gap="md" maw={560} component="section" aria-labelledby="two-factor-title">
      <Group gap="sm">
        <Title order={2} size="h4" id="two-factor-title">
          Verificação em duas etapas
        </Title>
        {status.data &&
          (status.data.factor ? (
            <Badge color="green">Ativada</Badge>
          ) : (
            <Badge color="gray">Desativada</Badge>
          ))}
      </Group>
      <Text size="sm" c="dimmed">
        Além da senha, o login pede um código de 6 dígitos do aplicativo autenticador do seu celular
        (Google Authenticator, Microsoft Authenticator, Authy...). Quem descobrir sua senha não
        entra sem o seu celular.
      </Text>
      {status.isPending ? (
        <LoadingState label="Carregando..." />
      ) : status.isError ? (
        <ErrorState
          title="Erro ao carregar a segurança da conta"
          message={status.error.message}
          onRetry={() => void status.refetch()}
        />
      ) : status.data.factor ? (
        <Stack gap="sm">
          <Text size="sm">Ativada em {formatDateTime(status.data.factor.createdAt)}.</Text>
          <DisableTwoFactorForm factorId={status.data.factor.id} onDisabled={refresh} />
        </Stack>
      ) : enrolling ? (
        <EnrolTwoFactor
          onDone={() => {
            setEnrolling(false);
            void refresh();
          }}
          onCancel={() => setEnrolling(false)}
        />
      ) : (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setEnrolling(true)}>
          Ativar verificação em duas etapas
        </Button>
      )}
    </Stack>
  );
}
