// A secret the server shows once (a new API key, a webhook's signing secret): copy it now.
import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';

const COPY_MESSAGES = {
  success: { title: 'Copiado!', message: 'Guarde-o em um lugar seguro.' },
  nothingToCopy: { title: 'Nada para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Selecione o texto e copie manualmente.' },
};

export function OneTimeSecret({ title, value }: { title: string; value: string }) {
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={20} />}
      title={title}
      // The yellow title on the light yellow fill is too faint to read: the text colour instead.
      styles={{
        body: { minWidth: 0 },
        title: { overflowWrap: 'anywhere', color: 'var(--mantine-color-text)' },
      }}
    >
      <Stack gap="xs">
        <Text size="sm">Copie agora: por segurança, ele não será mostrado de novo.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1, minWidth: 0 }}
            data-testid="one-time-secret"
          >
            {value}
          </Code>
          <CopyIconButton text={value} label="Copiar" messages={COPY_MESSAGES} />
        </Group>
      </Stack>
    </Alert>
  );
}
