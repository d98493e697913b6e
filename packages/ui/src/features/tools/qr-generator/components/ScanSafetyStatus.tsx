// The scan-safety check's verdict under the preview (docs/product/qr-studio.md, "The QR studio"):
// checking, readable, readable with warnings, or unreadable (saving and downloading are then
// blocked).
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconBan } from '@tabler/icons-react';
import type { ScanCheckState } from '../hooks/use-scan-check';
import { isUnreadable } from '../studio/scan-check';

export function ScanSafetyStatus({ state }: { state: ScanCheckState }) {
  return (
    <div aria-live="polite" style={{ width: '100%' }} data-testid="scan-safety">
      <StatusBody state={state} />
    </div>
  );
}

function StatusBody({ state }: { state: ScanCheckState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <Group gap="xs" justify="center">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Testando a leitura do QR Code...
        </Text>
      </Group>
    );
  }
  const { warnings } = state;
  if (isUnreadable(warnings)) {
    return (
      <Alert color="red" icon={<IconBan />} title="QR Code ilegível">
        <List size="sm" spacing={4}>
          {warnings.map((warning) => (
            <List.Item key={warning.code}>{warning.message}</List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs" fw={500}>
          Salvar e baixar ficam bloqueados até o QR Code ser lido no teste.
        </Text>
      </Alert>
    );
  }
  if (warnings.length > 0) {
    return (
      <Alert
        color="yellow"
        icon={<IconAlertTriangle />}
        title="Atenção: pode não ser lido por todos"
      >
        <List size="sm" spacing={4}>
          {warnings.map((warning) => (
            <List.Item key={warning.code}>{warning.message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Group gap={6} justify="center" wrap="nowrap" c="teal.9">
      <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">Leitura testada: este QR Code pode ser escaneado.</Text>
    </Group>
  );
}
