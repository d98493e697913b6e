// 'Compartilhar relatório': public, read-only links to the analytics of one code, link or page
// (/r/{token}: anyone with the link sees the charts, nothing else of the account). The owner
// creates as many as they like, copies them and revokes any (the address stops at once).
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconLink, IconShare } from '@tabler/icons-react';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import { createSharedReport } from '@qrlink/data/shared-reports/create-shared-report';
import {
  listSharedReports,
  type SharedReportKind,
} from '@qrlink/data/shared-reports/list-shared-reports';
import { revokeSharedReport } from '@qrlink/data/shared-reports/revoke-shared-report';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePublicOrigin } from '@/lib/use-public-origin';

const COPY_MESSAGES = {
  success: { title: 'Link copiado!', message: 'O link do relatório foi copiado.' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
  nothingToCopy: { title: 'Nenhum link para copiar', message: 'Crie um link antes de copiar.' },
};

export interface ShareReportButtonProps {
  kind: SharedReportKind;
  targetId: string;
}

function ShareList({ kind, targetId }: ShareReportButtonProps) {
  const origin = usePublicOrigin();
  const client = useQueryClient();
  const key = ['shared-reports', kind, targetId];
  const shares = useQuery({ queryKey: key, queryFn: () => listSharedReports(kind, targetId) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: () => createSharedReport(kind, targetId),
    onSuccess: () => {
      notify.success({ title: 'Link criado', message: 'Quem tiver o link verá este relatório.' });
      return refresh();
    },
    onError: (error) => notify.failure(error),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeSharedReport(id),
    onSuccess: () => {
      notify.success({ title: 'Link revogado', message: 'O endereço deixou de funcionar.' });
      return refresh();
    },
    onError: (error) => notify.failure(error),
  });
  const confirmRevoke = (id: string) =>
    modals.openConfirmModal({
      title: 'Revogar este link?',
      children: <Text size="sm">Quem tiver o link não verá mais o relatório.</Text>,
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(id),
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        Quem tiver um destes links vê os gráficos deste relatório, sem entrar na sua conta e sem
        poder alterar nada. Revogue um link para que ele pare de funcionar.
      </Text>
      {shares.isPending ? (
        <LoadingState label="Carregando links..." />
      ) : shares.isError ? (
        <ErrorState
          title="Erro ao carregar compartilhamentos"
          message={shares.error.message}
          onRetry={() => void shares.refetch()}
        />
      ) : shares.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum link público ainda.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shares.data.map((share) => {
            const url = `${origin}${href('sharedReport', { token: share.token })}`;
            return (
              <Group key={share.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Anchor
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    truncate="end"
                    title={url}
                  >
                    {url}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Criado em {formatDateTime(share.created_at)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <CopyIconButton text={url} label="Copiar link" messages={COPY_MESSAGES} />
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmRevoke(share.id)}
                  >
                    Revogar
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button
          leftSection={<IconLink size={18} />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          Criar link público
        </Button>
      </Group>
    </Stack>
  );
}

export function ShareReportButton(props: ShareReportButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconShare size={18} />} onClick={open}>
        Compartilhar relatório
      </Button>
      <Modal opened={opened} onClose={close} title="Compartilhar relatório" size="lg">
        {opened && <ShareList {...props} />}
      </Modal>
    </>
  );
}
