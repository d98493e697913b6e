// Admin > Segurança: the blocklist, one page at a time from the database (searched and sorted
// there, so thousands of domains stay quick), each removable after a confirmation.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { formatDate } from '@qrlink/core/dates/format-date';
import { LIST_BLOCKED_DOMAINS_ERROR } from '@qrlink/data/admin/blocked-domains';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { SearchSortBar } from '@/lib/components/SearchSortBar';
import { notify } from '@/lib/notify';
import { useListControls } from '@/lib/use-list-controls';
import { useBlockedDomainPage, useBlocklistMutations } from '../hooks/use-blocklist';

const PAGE_SIZE = 25;
const SORTS = {
  newest: { label: 'Mais recentes' },
  oldest: { label: 'Mais antigos' },
  domain: { label: 'Domínio (A-Z)' },
} as const;

export function BlockedDomainsTable() {
  const { debouncedSearch, sortKey, page, setPage, bar } = useListControls(SORTS, 'newest');
  const query = useBlockedDomainPage({
    search: debouncedSearch,
    sort: sortKey,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const { remove } = useBlocklistMutations();
  const total = query.data?.total ?? 0;

  function confirmRemove(domain: string) {
    modals.openConfirmModal({
      title: 'Remover da lista?',
      children: (
        <Text size="sm">
          {domain} e seus subdomínios voltarão a poder ser destino de QR Codes e links.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(domain, {
          onSuccess: () =>
            notify.success({ title: 'Domínio removido', message: `${domain} saiu da lista.` }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="blocklist-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="blocklist-title">
          Domínios bloqueados
        </Title>
        <SearchSortBar searchLabel="Buscar domínios" placeholder="Parte do domínio" {...bar} />
        {query.isPending ? (
          <LoadingState label="Carregando domínios..." />
        ) : query.isError ? (
          <ErrorState
            title={LIST_BLOCKED_DOMAINS_ERROR.title}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : total === 0 ? (
          <Text fw={600} ta="center" py="lg">
            {debouncedSearch
              ? 'Nenhum domínio encontrado para essa busca.'
              : 'Nenhum domínio bloqueado.'}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table
                verticalSpacing="sm"
                highlightOnHover
                aria-labelledby="blocklist-title"
                aria-busy={query.isFetching}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Domínio</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                    <Table.Th>Bloqueado em</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.rows.map((row) => (
                    <Table.Tr key={row.domain}>
                      <Table.Td ff="monospace">{row.domain}</Table.Td>
                      <Table.Td>{row.reason ?? '—'}</Table.Td>
                      <Table.Td>{formatDate(row.created_at)}</Table.Td>
                      <Table.Td>
                        <RowAction
                          label={`Remover ${row.domain}`}
                          color="red"
                          loading={remove.isPending && remove.variables === row.domain}
                          onClick={() => confirmRemove(row.domain)}
                          icon={<IconTrash size={18} />}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter
              total={total}
              noun={['domínio', 'domínios']}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
