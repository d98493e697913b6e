// The link just created: opens in a new tab, with a copy button (check mark for 2 s).
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { CopyIconButton } from '../../shared/components/CopyIconButton';
import type { CopyMessages } from '../../shared/hooks/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: {
    title: 'Link copiado!',
    message: 'O link encurtado foi copiado para sua área de transferência.',
  },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};

export function ShortLinkResult({ url }: { url: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-green-light)">
      <Text size="sm" fw={600} mb={4}>
        Seu link encurtado:
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          fw={700}
          style={{ wordBreak: 'break-all' }}
          data-testid="short-link-result"
        >
          {url}
        </Anchor>
        <CopyIconButton text={url} label="Copiar link" messages={copyMessages} />
      </Group>
    </Paper>
  );
}
