// 'Análise de Cliques de QR Code': every scan of the user's codes (or of one, with :qrId),
// filtered by dates and text in the database, paged, and exported as CSV. One code's report can
// also be shared by a public link and exported as CSV or PDF.
import { attendantLabels } from '@qrlink/core/links/whatsapp-roulette';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload, IconFilterOff, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { DayRangeInputs } from '@/lib/components/DayRangeInputs';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { ReportExportButtons } from '@/lib/components/ReportExportButtons';
import { ShareReportButton } from '@/lib/components/ShareReportButton';
import { VisitStatsPanel } from '@/lib/components/VisitStatsPanel';
import { userAtom } from '@/lib/session';
import { getQrCode } from '@qrlink/data/qr-codes/get-qr-code';
import { useParams } from 'react-router-dom';
import { csvFileName } from '@qrlink/core/analytics/export-csv';
import { describeUserAgent } from '@qrlink/core/analytics/parse-user-agent';
import { formatDateTimeSeconds } from '@qrlink/core/dates/format-date';
import { exportQrScansCsv } from '@qrlink/data/analytics/export-qr-scans-csv';
import { listQrScans } from '@qrlink/data/analytics/list-qr-scans';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';
import { savedQrLabel } from '@qrlink/core/qr/saved-qr';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

const PAGE_SIZE = 50;

export function QrAnalyticsPage() {
  const { qrId } = useParams();
  const user = useAtomValue(userAtom);
  const code = useQuery({
    queryKey: ['qr-code', qrId, user?.id],
    queryFn: () => getQrCode(qrId!),
    enabled: Boolean(qrId && user?.id),
  });
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const filters = { qrCodeId: qrId, workspaceId, from, to, search: debounced };
  const scans = useQuery({
    queryKey: ['qr-scans', filters, page],
    queryFn: () => listQrScans(filters, page - 1, PAGE_SIZE),
    placeholderData: keepPreviousData,
    // Scans arrive through redirects, not through this app: always ask again.
    staleTime: 0,
  });
  const exporter = useMutation({
    mutationFn: async () => {
      const csv = await exportQrScansCsv(filters);
      return getPlatform().saveFile({
        fileName: csvFileName('analise-qr'),
        content: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      });
    },
  });
  const total = scans.data?.total ?? 0;

  function clear() {
    setFrom(null);
    setTo(null);
    setSearch('');
    setPage(1);
  }

  function exportCsv() {
    exporter.mutate(undefined, {
      onSuccess: (saved) => {
        if (saved.status === 'cancelled') return;
        notify.success({ title: 'Exportação concluída', message: 'O arquivo CSV foi baixado.' });
      },
      onError: (error) => notify.failure(error),
    });
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Análise de Cliques
      </Title>
      {code.data && (
        <Group justify="space-between" align="center" gap="sm">
          {code.data.target_url ? (
            <Text style={{ overflowWrap: 'anywhere' }}>
              Destino:{' '}
              <Anchor href={code.data.target_url} target="_blank" rel="noopener noreferrer">
                {code.data.target_url}
              </Anchor>
            </Text>
          ) : (
            <Alert color="gray" icon={<IconInfoCircle size={18} />} style={{ flex: 1 }}>
              {savedQrLabel(code.data)}: um QR Code estático guarda o conteúdo no próprio código e
              não passa pelo nosso servidor, por isso seus scans não são contados.
            </Alert>
          )}
          {code.data.target_url && <ShareReportButton kind="qr" targetId={code.data.id} />}
        </Group>
      )}
      <VisitStatsPanel
        kind="qr"
        targetId={qrId}
        noun={['scan', 'scans']}
        destinationLabels={code.data?.roulette ? attendantLabels(code.data.roulette) : undefined}
        actions={
          code.data
            ? (stats, range) => (
                <ReportExportButtons
                  report={{
                    kind: 'qr',
                    destination: savedQrLabel(code.data),
                    ...range,
                    stats,
                  }}
                />
              )
            : undefined
        }
      />
      <Title order={2} size="h3">
        Registro de scans
      </Title>
      <Paper withBorder p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DayRangeInputs
            from={from}
            to={to}
            onFromChange={(value) => {
              setFrom(value);
              setPage(1);
            }}
            onToChange={(value) => {
              setTo(value);
              setPage(1);
            }}
          />
          <TextInput
            label="Buscar por URL ou dispositivo"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={clear}>
            Limpar Filtros
          </Button>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={exportCsv}
            loading={exporter.isPending}
            disabled={total === 0}
          >
            Exportar
          </Button>
        </Group>
      </Paper>
      {scans.isPending ? (
        <LoadingState label="Carregando scans..." />
      ) : scans.isError ? (
        <ErrorState title="Erro ao buscar dados de cliques" onRetry={() => void scans.refetch()} />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Nenhum dado de clique encontrado.</Text>
        </Paper>
      ) : (
        <>
          <KeyboardScrollContainer label="Registro de scans" minWidth={640}>
            <Table verticalSpacing="xs" striped aria-busy={scans.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>QR Code</Table.Th>
                  <Table.Th>Data do Scan</Table.Th>
                  <Table.Th>Dispositivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scans.data.rows.map((scan) => (
                  <Table.Tr key={scan.id}>
                    <Table.Td maw={320}>
                      <Text size="sm" truncate="end" title={scan.target_url}>
                        {scan.target_url}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTimeSeconds(scan.scanned_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" title={scan.user_agent ?? undefined}>
                        {describeUserAgent(scan.user_agent)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
          <ListFooter
            total={total}
            noun={['scan', 'scans']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
