// Admin > Segurança: block one domain (with an optional reason), or import a text list of them
// (one per line, # comments; the reason typed here goes with each).
import { Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBan, IconUpload } from '@tabler/icons-react';
import { BLOCKLIST_FILE_MAX_BYTES, BLOCKLIST_TOO_LARGE } from '@qrlink/data/admin/blocked-domains';
import {
  blockedDomainSchema,
  type BlockedDomainInput,
} from '@qrlink/core/validation/blocked-domain';
import { notify } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-form';
import { useBlocklistMutations } from '../hooks/use-blocklist';

export function BlockDomainForm() {
  const { add, importList } = useBlocklistMutations();
  const form = useForm<BlockedDomainInput>({
    initialValues: { domain: '', reason: '' },
    validate: zodValidate(blockedDomainSchema),
  });

  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (domain) => {
        notify.success({
          title: 'Domínio bloqueado',
          message: `Nenhum QR Code ou link pode mais levar a ${domain} nem aos seus subdomínios.`,
        });
        form.reset();
      },
      onError: (error) => notify.failure(error),
    }),
  );

  async function importFile(file: File | null) {
    if (!file) return;
    if (file.size > BLOCKLIST_FILE_MAX_BYTES) {
      notify.error(BLOCKLIST_TOO_LARGE);
      return;
    }
    importList.mutate(
      { text: await file.text(), reason: form.values.reason },
      {
        onSuccess: (added) =>
          notify.success({
            title: 'Lista importada',
            message:
              added === 1
                ? '1 domínio novo bloqueado.'
                : `${added.toLocaleString('pt-BR')} domínios novos bloqueados.`,
          }),
        onError: (error) => notify.failure(error),
      },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="block-domain-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="block-domain-title">
            Bloquear domínio
          </Title>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label="Domínio"
              placeholder="golpe.exemplo.com"
              withAsterisk
              autoComplete="off"
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('domain')}
            />
            <TextInput
              label="Motivo (opcional)"
              placeholder="Ex.: denúncia de golpe"
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('reason')}
            />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={add.isPending} leftSection={<IconBan size={18} />}>
              Bloquear domínio
            </Button>
            <FileButton onChange={(file) => void importFile(file)} accept=".txt,text/plain">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={importList.isPending}
                  leftSection={<IconUpload size={18} />}
                >
                  Importar lista (.txt)
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            Na lista, um domínio por linha; linhas que começam com # são ignoradas. O motivo
            preenchido acima vale para todos os domínios importados.
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
