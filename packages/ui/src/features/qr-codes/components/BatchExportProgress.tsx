// A running batch export: a progress bar, the count and the time left, and 'Cancelar'.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { BatchExportState } from '../hooks/use-batch-export';

function timeLeft(ms: number | null): string {
  if (ms === null) return 'calculando o tempo restante...';
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `cerca de ${seconds} s restantes`;
  return `cerca de ${Math.round(seconds / 60)} min restantes`;
}

type Running = Extract<BatchExportState, { phase: 'preparing' | 'exporting' }>;

export function BatchExportProgress({ state, onCancel }: { state: Running; onCancel: () => void }) {
  const preparing = state.phase === 'preparing';
  const done = preparing ? state.logosDone : (state.progress?.done ?? 0);
  const total = preparing ? state.logosTotal : state.total;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {preparing ? 'Preparando os logos...' : 'Exportando QR Codes...'}
      </Text>
      <Progress
        value={percent}
        animated
        aria-label={preparing ? 'Preparação' : 'Progresso da exportação'}
      />
      <Group justify="space-between">
        <Text size="sm" data-testid="batch-export-count">
          {done} de {total}
        </Text>
        {!preparing && (
          <Text size="sm" c="dimmed" data-testid="batch-export-eta">
            {timeLeft(state.progress?.remainingMs ?? null)}
          </Text>
        )}
      </Group>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={onCancel}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
}
