// Admin > Denúncias (docs/product/trust-and-safety.md, "Reports and moderation"): the reports
// visitors filed, filtered by status and reason and searched by the database, 25 a page, each
// with its code, its destination and its owner, and the actions that settle it.
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@qrlink/core/validation/abuse-report';
import type { ReportRow } from '@qrlink/data/moderation/list-reports';
import { notify } from '@/lib/notify';
import { useModerationMutations, useReportPage } from '../hooks/use-moderation';
import { ReportActionModal, type ModerationAction } from './ReportActionModal';
import { ReportsTable, type ReportRowAction } from './ReportsTable';
import { STATUS_FILTERS, type StatusFilter } from './report-labels';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;
const ALL_REASONS = 'all';
const REASON_FILTERS = [
  { value: ALL_REASONS, label: 'Todos' },
  ...REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] })),
];

export function ReportsPage() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ action: ModerationAction; row: ReportRow } | null>(null);
  const query = useReportPage({
    status,
    reason,
    search: debouncedSearch,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const { resolve } = useModerationMutations();
  // Settling the last reports of the last page leaves it empty: go back to the new last page.
  const lastPage = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [query.data, query.isPlaceholderData, page, lastPage]);

  function act(action: ReportRowAction, row: ReportRow) {
    if (action !== 'reopen') {
      setPending({ action, row });
      return;
    }
    resolve.mutate(
      { reportId: row.id, status: 'open' },
      {
        onSuccess: () =>
          notify.success({
            title: 'Denúncia reaberta',
            message: 'Ela voltou para a lista de abertas.',
          }),
        onError: (error) => notify.failure(error),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Denúncias
      </Title>
      <Text c="dimmed">
        QR Codes e links denunciados por visitantes. Desative o que viola os Termos de Uso (as
        denúncias abertas dele são resolvidas), dispense o que não viola e, se preciso, bloqueie a
        conta do dono.
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus((value as StatusFilter | null) ?? 'open');
            setPage(1);
          }}
          allowDeselect={false}
          w={160}
        />
        <Select
          label="Motivo"
          data={REASON_FILTERS}
          value={reason ?? ALL_REASONS}
          onChange={(value) => {
            setReason(!value || value === ALL_REASONS ? null : (value as ReportReason));
            setPage(1);
          }}
          allowDeselect={false}
          w={240}
        />
        <TextInput
          label="Buscar por endereço, código ou e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <ReportsTable
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        reopeningId={resolve.isPending ? (resolve.variables?.reportId ?? null) : null}
        onAction={act}
      />
      {pending && (
        <ReportActionModal
          key={`${pending.action}:${pending.row.id}`}
          action={pending.action}
          row={pending.row}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
