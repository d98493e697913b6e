// Admin > Auditoria (docs/product/trust-and-safety.md, "Audit log"): every admin action, newest
// first, filtered by action and searched (the admin's e-mail, the target, the reason) by the
// database, 50 a page. Read only: nobody changes the log.
import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import {
  AUDIT_ACTIONS,
  LIST_AUDIT_ERROR,
  type AuditAction,
} from '@qrlink/data/moderation/list-audit-log';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { useAuditPage } from '../hooks/use-moderation';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditActor, auditTarget } from './audit-labels';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;
const ALL_ACTIONS = 'all';
const ACTION_FILTERS = [
  { value: ALL_ACTIONS, label: 'Todas as ações' },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
];

export function AuditPage() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const query = useAuditPage({
    action,
    search: debouncedSearch,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Auditoria
      </Title>
      <Text c="dimmed">
        Tudo o que os administradores fizeram: quem, o quê, em quê, por quê e quando. O registro não
        pode ser alterado nem apagado.
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Ação"
          data={ACTION_FILTERS}
          value={action ?? ALL_ACTIONS}
          onChange={(value) => {
            setAction(!value || value === ALL_ACTIONS ? null : (value as AuditAction));
            setPage(1);
          }}
          allowDeselect={false}
          w={300}
        />
        <TextInput
          label="Buscar por e-mail, alvo ou motivo"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      {query.isPending ? (
        <LoadingState label="Carregando o registro..." />
      ) : query.isError ? (
        <ErrorState
          title={LIST_AUDIT_ERROR.title}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.total === 0 ? (
        <Text fw={600} ta="center" py="lg">
          Nenhuma ação registrada.
        </Text>
      ) : (
        <>
          <KeyboardScrollContainer label="Tabela da auditoria" minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Auditoria" aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Ação</Table.Th>
                  <Table.Th>Alvo</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.created_at)}
                    </Table.Td>
                    <Table.Td>{auditActor(row)}</Table.Td>
                    <Table.Td>{auditActionLabel(row.action)}</Table.Td>
                    <Table.Td
                      style={{ overflowWrap: 'anywhere' }}
                      title={row.target_id ?? undefined}
                    >
                      {auditTarget(row)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.reason ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
          <ListFooter
            total={query.data.total}
            noun={['ação', 'ações']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
