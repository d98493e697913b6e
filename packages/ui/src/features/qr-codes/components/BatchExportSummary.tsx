// The end of a batch export: what was written where, and every file skipped or failed with
// its reason.
import { Alert, List, Stack, Text } from '@mantine/core';
import type { ExportProblem } from '@/lib/platform/bridge-contract';
import type { FinishedSummary } from '../hooks/use-batch-export';

function Problems({ title, problems }: { title: string; problems: ExportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title} ({problems.length})
      </Text>
      <List size="sm" spacing={2} aria-label={title} style={{ maxHeight: 160, overflowY: 'auto' }}>
        {problems.map((problem, index) => (
          <List.Item key={`${problem.item}-${index}`}>
            {problem.item}: {problem.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function BatchExportSummary({ summary }: { summary: FinishedSummary }) {
  const seconds = (summary.elapsedMs / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    <Stack gap="sm" data-testid="batch-export-summary">
      <Alert
        color={
          summary.status === 'cancelled' ? 'yellow' : summary.failed.length ? 'orange' : 'green'
        }
        title={summary.status === 'cancelled' ? 'Exportação cancelada' : 'Exportação concluída'}
      >
        <Text size="sm">
          {summary.written} {summary.written === 1 ? 'arquivo gravado' : 'arquivos gravados'} em{' '}
          {summary.folderName} ({seconds} s).
        </Text>
        {summary.indexFile && <Text size="sm">Índice: {summary.indexFile}</Text>}
      </Alert>
      <Problems title="Ignorados" problems={summary.skipped} />
      <Problems title="Com falha" problems={summary.failed} />
    </Stack>
  );
}
