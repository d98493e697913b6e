// Configurações > API > Webhooks: https endpoints that receive a signed POST when a QR code of the
// workspace being worked in reaches 10, 100, 1.000 or 10.000 scans; the secret shown once; a test
// event; the delivery log. Its owners and admins manage them (WorkspaceAdminGate).
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTimeSeconds } from '@qrlink/core/dates/format-date';
import { listWebhooks, type WebhookDelivery } from '@qrlink/data/webhooks/list-webhooks';
import { createWebhook, type CreatedWebhook } from '@qrlink/data/webhooks/create-webhook';
import { deleteWebhook } from '@qrlink/data/webhooks/delete-webhook';
import { pingWebhook } from '@qrlink/data/webhooks/ping-webhook';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { OneTimeSecret } from './OneTimeSecret';
import { WorkspaceAdminSection } from './WorkspaceAdminSection';

const STATUS: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  // Dark shades on outline badges: readable on white (WCAG AA).
  delivered: { label: 'Entregue', color: 'teal.9' },
  pending: { label: 'Nova tentativa', color: 'blue.9' },
  failed: { label: 'Falhou', color: 'red.9' },
};
const EVENTS: Record<string, string> = { 'scan.milestone': 'Marco de scans', ping: 'Teste' };

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0) return <Text c="dimmed">Nenhuma entrega ainda.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" striped aria-label="Entregas recentes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Tentativas</Table.Th>
            <Table.Th>Resposta</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => {
            const status =
              delivery.status === 'pending' && delivery.attempts === 0
                ? { label: 'Na fila', color: 'gray.7' }
                : STATUS[delivery.status];
            return (
              <Table.Tr key={delivery.id}>
                <Table.Td>{formatDateTimeSeconds(delivery.created_at)}</Table.Td>
                <Table.Td>{EVENTS[delivery.event] ?? delivery.event}</Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="outline">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  {delivery.last_status
                    ? `HTTP ${delivery.last_status}`
                    : (delivery.last_error ?? '-')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function WebhooksSection() {
  return (
    <WorkspaceAdminSection
      title="Webhooks"
      what="os webhooks"
      loadingLabel="Carregando webhooks..."
      errorTitle="Erro ao carregar webhooks"
    >
      {(workspace) => <WorkspaceWebhooks workspace={workspace} />}
    </WorkspaceAdminSection>
  );
}

function WorkspaceWebhooks({ workspace }: { workspace: MyWorkspace }) {
  const { id: workspaceId, name: workspaceName } = workspace;
  const client = useQueryClient();
  const queryKey = ['webhooks', workspaceId];
  const hooks = useQuery({
    queryKey,
    queryFn: () => listWebhooks(workspaceId),
    refetchInterval: 10_000,
  });
  const [url, setUrl] = useState('');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: (address: string) => createWebhook(address, workspaceId),
    onSuccess: (hook) => {
      setCreated(hook);
      setUrl('');
      notify.success({ title: 'Webhook adicionado', message: hook.url });
      return refresh();
    },
    onError: (error) => notify.failure(error),
  });
  const ping = useMutation({
    mutationFn: (id: string) => pingWebhook(id),
    onSuccess: () => {
      notify.success({ title: 'Teste na fila', message: 'Ele será enviado em instantes.' });
      return refresh();
    },
    onError: (error) => notify.failure(error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteWebhook(id),
    onSuccess: () => {
      notify.success({ title: 'Webhook excluído', message: 'Ele não receberá mais eventos.' });
      return refresh();
    },
    onError: (error) => notify.failure(error),
  });
  const confirmRemove = (id: string, address: string) =>
    modals.openConfirmModal({
      title: 'Excluir este webhook?',
      children: <Text size="sm">{address} deixará de receber eventos.</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id),
    });

  return (
    <>
      <Text size="sm">
        Receba um POST em JSON quando um QR Code de &quot;{workspaceName}&quot; atingir 10, 100,
        1.000 ou 10.000 scans. Cada entrega traz o cabeçalho{' '}
        <code>X-QRLink-Signature: sha256=…</code>, o HMAC-SHA256 do corpo com o segredo do webhook:
        confira-o antes de confiar no conteúdo.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(url);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="URL do webhook"
            placeholder="https://seu-sistema.com.br/webhooks/qrlink"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" loading={create.isPending}>
            Adicionar webhook
          </Button>
        </Group>
      </form>
      {created && <OneTimeSecret title="Segredo de assinatura do webhook" value={created.secret} />}
      {hooks.isPending ? (
        <LoadingState label="Carregando webhooks..." />
      ) : hooks.isError ? (
        <ErrorState title="Erro ao carregar webhooks" onRetry={() => void hooks.refetch()} />
      ) : (
        <>
          {hooks.data.webhooks.length === 0 ? (
            <Text c="dimmed">Nenhum webhook cadastrado.</Text>
          ) : (
            <Stack gap="xs">
              {hooks.data.webhooks.map((hook) => (
                <Group key={hook.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {hook.url}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Desde {formatDate(hook.created_at)}
                    </Text>
                  </Stack>
                  <Group gap={4}>
                    <Button
                      size="xs"
                      variant="light"
                      loading={ping.isPending && ping.variables === hook.id}
                      onClick={() => ping.mutate(hook.id)}
                    >
                      Enviar teste
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmRemove(hook.id, hook.url)}
                    >
                      Excluir
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Title order={3} size="h5">
            Entregas recentes
          </Title>
          <DeliveryLog deliveries={hooks.data.deliveries} />
        </>
      )}
    </>
  );
}
