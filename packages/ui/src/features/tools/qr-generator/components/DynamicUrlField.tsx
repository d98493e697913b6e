// The saved code's permanent address, with copy (SPEC section 8 copy messages).
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { CopyIconButton } from '../../shared/components/CopyIconButton';
import type { CopyMessages } from '../../shared/hooks/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'URL dinâmica copiada para a área de transferência.' },
  nothingToCopy: { title: 'Erro ao Copiar', message: 'Nenhuma URL gerada para copiar.' },
  failure: { title: 'Erro ao Copiar', message: 'Não foi possível copiar a URL.' },
};

export function DynamicUrlField({ url }: { url: string }) {
  return (
    <Paper withBorder p="sm" radius="md" w="100%">
      <Text size="sm" fw={600} mb={4}>
        URL dinâmica
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
          data-testid="dynamic-url"
        >
          {url}
        </Anchor>
        <CopyIconButton text={url} label="Copiar URL dinâmica" messages={copyMessages} />
      </Group>
    </Paper>
  );
}
