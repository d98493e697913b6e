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
    <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={title}>
      <Stack gap="xs">
        <Text size="sm">Copie agora: por segurança, ele não será mostrado de novo.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block style={{ overflowWrap: 'anywhere', flex: 1 }} data-testid="one-time-secret">
            {value}
          </Code>
          <CopyIconButton text={value} label="Copiar" messages={COPY_MESSAGES} />
        </Group>
      </Stack>
    </Alert>
  );
}
