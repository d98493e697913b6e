// The explicit "do it anyway" before saving or downloading a code that scanned in the test but
// may fail on some phones (docs/product/qr-studio.md, "The QR studio"). An unreadable code never
// gets this far.
import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ScanWarning } from '../studio/scan-check';

export type GuardedAction = 'save' | 'download';

export function confirmScanWarnings(
  warnings: readonly ScanWarning[],
  action: GuardedAction,
  onConfirm: () => void,
) {
  modals.openConfirmModal({
    title: 'Este QR Code pode não ser lido por todos os celulares',
    children: (
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          {warnings.map((warning) => (
            <List.Item key={warning.code}>{warning.message}</List.Item>
          ))}
        </List>
        <Text size="sm">Teste com a câmera de um celular antes de imprimir.</Text>
      </Stack>
    ),
    labels: {
      confirm: action === 'save' ? 'Salvar mesmo assim' : 'Baixar mesmo assim',
      cancel: 'Ajustar o design',
    },
    confirmProps: { color: 'orange' },
    onConfirm,
  });
}

export const UNREADABLE_TOAST = {
  title: 'QR Code ilegível',
  message:
    'Este QR Code não pôde ser lido no teste de leitura. Aumente o contraste, diminua o logo ou simplifique o design.',
};
