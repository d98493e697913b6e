// The generated wa.me link: open, copy, and as a QR code to print.
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { CopyIconButton } from '../../shared/components/CopyIconButton';
import { TextQrCard } from '../../shared/components/TextQrCard';
import type { CopyMessages } from '../../shared/hooks/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'O link do WhatsApp foi copiado.' },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};

export function WhatsAppLinkResult({ link }: { link: string }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text size="sm" fw={600} mb={4}>
          Seu link do WhatsApp:
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
            data-testid="whatsapp-link"
          >
            {link}
          </Anchor>
          <CopyIconButton text={link} label="Copiar link" messages={copyMessages} />
        </Group>
      </Paper>
      <TextQrCard value={link} title="QR Code do link" fileNamePrefix="whatsapp" />
    </Stack>
  );
}
