// Configurações > Privacidade (LGPD): keep visitors' IP addresses truncated, and 'Baixar meus
// dados' (every row of the account as a ZIP of JSON and CSV, prepared by the server).
import { Button, Divider, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDatabaseExport } from '@tabler/icons-react';
import { myDataFileName } from '@qrlink/core/privacy/my-data-file-name';
import { exportMyData } from '@qrlink/data/privacy/export-my-data';
import { getIpTruncation } from '@qrlink/data/privacy/get-ip-truncation';
import { setIpTruncation } from '@qrlink/data/privacy/set-ip-truncation';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';

function IpTruncation({ userId }: { userId: string }) {
  const client = useQueryClient();
  const key = ['ip-truncation', userId];
  const current = useQuery({ queryKey: key, queryFn: () => getIpTruncation(userId) });
  const save = useMutation({
    mutationFn: (enabled: boolean) => setIpTruncation(enabled),
    onSuccess: ({ truncated }, enabled) => {
      client.setQueryData(key, enabled);
      notify.success(
        enabled
          ? {
              title: 'IPs truncados',
              message: `Daqui em diante os IPs são guardados truncados (${truncated.toLocaleString('pt-BR')} registros já guardados foram truncados).`,
            }
          : { title: 'Preferência salva', message: 'Os próximos IPs serão guardados inteiros.' },
      );
    },
    onError: (error) => notify.failure(error),
  });
  if (current.isPending) return <LoadingState label="Carregando preferências..." />;
  if (current.isError) {
    return (
      <ErrorState title="Erro ao carregar privacidade" onRetry={() => void current.refetch()} />
    );
  }
  const change = (enabled: boolean) => {
    if (!enabled) return save.mutate(false);
    modals.openConfirmModal({
      title: 'Truncar os IPs dos seus visitantes?',
      children: (
        <Text size="sm">
          Os IPs já guardados dos scans e cliques também serão truncados. Esta ação não pode ser
          desfeita para eles.
        </Text>
      ),
      labels: { confirm: 'Truncar', cancel: 'Cancelar' },
      onConfirm: () => save.mutate(true),
    });
  };
  return (
    <Switch
      checked={current.data}
      disabled={save.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
      label="Guardar os IPs dos visitantes truncados"
      description="Os IPs dos scans e cliques dos seus QR Codes e links ficam sem o último trecho (ex.: 200.147.67.0): dá para saber a região, não a casa de quem visitou."
    />
  );
}

function DownloadMyData() {
  const download = useMutation({
    mutationFn: async () =>
      getPlatform().saveFile({ fileName: myDataFileName(), content: await exportMyData() }),
    onSuccess: (saved) => {
      if (saved.status === 'cancelled') return;
      notify.success({ title: 'Dados baixados', message: 'O arquivo ZIP foi baixado.' });
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Um arquivo ZIP com todos os seus dados, em JSON e em CSV: perfil, QR Codes, scans, links,
        cliques, notificações, pagamentos, chaves de API (sem as chaves), relatórios compartilhados
        e webhooks (sem os segredos).
      </Text>
      <Button
        leftSection={<IconDatabaseExport size={18} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Baixar meus dados
      </Button>
    </Stack>
  );
}

export function PrivacyTab({ userId }: { userId: string }) {
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="sm" component="section" aria-label="IPs dos visitantes">
        <Title order={2} size="h4">
          IPs dos visitantes
        </Title>
        <IpTruncation userId={userId} />
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-label="Seus dados">
        <Title order={2} size="h4">
          Seus dados
        </Title>
        <DownloadMyData />
        <Text size="sm" c="dimmed">
          Para apagar tudo, use a aba Excluir Conta: a exclusão remove todos os seus dados.
        </Text>
      </Stack>
    </Stack>
  );
}
