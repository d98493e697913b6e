// 'Exportar em lote' (desktop app only): every code, or those the list shows, as 1000 px
// PNGs with their logos (and SVG on request) plus a CSV index, into a folder the user picks.
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconFolderDown } from '@tabler/icons-react';
import { useState } from 'react';
import { getPlatform } from '@/lib/platform/platform';
import { useBatchExport } from '../hooks/use-batch-export';
import type { ExportFilter } from '../prepare-export-job';
import { BatchExportProgress } from './BatchExportProgress';
import { BatchExportSummary } from './BatchExportSummary';

export interface BatchExportButtonProps {
  /** The list's current search (debounced) and folder and tag filters, offered as a scope. */
  filter: ExportFilter;
  total: number;
}

export function BatchExportButton({ filter, total }: BatchExportButtonProps) {
  const filtered = Boolean(filter.search || filter.folderId || filter.tagId);
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<'all' | 'filtered'>('all');
  const [includeSvg, setIncludeSvg] = useState(false);
  const { state, start, cancel, reset } = useBatchExport();
  if (!getPlatform().desktop) return null;
  const running = state.phase === 'preparing' || state.phase === 'exporting';

  function close() {
    if (running) return;
    setOpened(false);
    reset();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFolderDown size={18} />}
        onClick={() => setOpened(true)}
      >
        Exportar em lote
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Exportar QR Codes"
        closeOnClickOutside={!running}
        withCloseButton={!running}
      >
        {running ? (
          <BatchExportProgress state={state} onCancel={cancel} />
        ) : state.phase === 'done' ? (
          <Stack>
            <BatchExportSummary summary={state.summary} />
            <Group justify="flex-end">
              <Button onClick={close}>Fechar</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text size="sm">
              Cada QR Code vira um PNG de 1000 x 1000 px com o seu logo, e um índice CSV lista
              destino, URL dinâmica, scans e data de criação.
            </Text>
            <Radio.Group
              label="Quais QR Codes"
              value={scope}
              onChange={(value) => setScope(value === 'filtered' ? 'filtered' : 'all')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="all" label="Todos os meus QR Codes" />
                <Radio
                  value="filtered"
                  disabled={!filtered}
                  label={
                    filtered
                      ? `Somente os da busca e dos filtros atuais (${total})`
                      : 'Somente os da busca atual (faça uma busca ou filtre a lista)'
                  }
                />
              </Stack>
            </Radio.Group>
            <Checkbox
              label="Incluir também o SVG de cada QR Code"
              checked={includeSvg}
              onChange={(event) => setIncludeSvg(event.currentTarget.checked)}
            />
            {state.phase === 'error' && (
              <Text c="red" size="sm" role="alert">
                {state.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() =>
                  void start({ filter: scope === 'filtered' ? filter : { search: '' }, includeSvg })
                }
              >
                Escolher pasta e exportar
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
