// 'Meus QR Codes': the user's codes, a page at a time, filtered by folder and tag, searched and
// sorted by the database; each row shows its folder and tags and can be moved to a folder.
import { useDomainNames } from '@/lib/queries/custom-domains';
import { printedOrigin } from '@qrlink/core/domains/custom-domain';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { MoveToFolderModal } from '@/lib/organise/MoveToFolderModal';
import { OrganiseFilter, type OrganiseFilterValue } from '@/lib/organise/OrganiseFilter';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { SearchSortBar } from '@/lib/components/SearchSortBar';
import { useListControls } from '@/lib/use-list-controls';
import { Link } from 'react-router-dom';
import type { QrCodeSort } from '@qrlink/data/qr-codes/list-qr-codes';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useWorkspaceAccess } from '@/lib/use-workspace-access';
import { useDeleteQrCode, useQrCodePage } from '../hooks/use-qr-codes';
import { BatchExportButton } from './BatchExportButton';
import { QrCodeTableRow } from './QrCodeTableRow';

const QR_PAGE_SIZE = 20;

const SORTS = {
  newest: { label: 'Mais recentes', sort: 'created_at', ascending: false },
  oldest: { label: 'Mais antigos', sort: 'created_at', ascending: true },
  most_scanned: { label: 'Mais escaneados', sort: 'scan_count', ascending: false },
  least_scanned: { label: 'Menos escaneados', sort: 'scan_count', ascending: true },
} satisfies Record<string, { label: string; sort: QrCodeSort; ascending: boolean }>;

export function MyQrCodesPage() {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const domainNames = useDomainNames();
  const { canEdit } = useWorkspaceAccess();
  const { debouncedSearch, sortKey, page, setPage, bar } = useListControls(SORTS, 'newest');
  const [filter, setFilter] = useState<OrganiseFilterValue>({});
  const [moving, setMoving] = useState<{ id: string; folderId: string | null } | null>(null);
  const sort = SORTS[sortKey];
  const filtered = Boolean(debouncedSearch || filter.folderId || filter.tagId);
  const query = useQrCodePage({
    userId: user?.id ?? '',
    search: debouncedSearch,
    folderId: filter.folderId,
    tagId: filter.tagId,
    sort: sort.sort,
    ascending: sort.ascending,
    page: page - 1,
    pageSize: QR_PAGE_SIZE,
  });
  const remove = useDeleteQrCode(user?.id ?? '');
  const total = query.data?.total ?? 0;

  function deleteCode(id: string) {
    remove.mutate(id, {
      onSuccess: () => notify.success({ title: 'Sucesso!', message: 'QR Code excluído.' }),
      onError: (error) => notify.failure(error),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Meus QR Codes
        </Title>
        <Group gap="sm">
          <BatchExportButton filter={{ search: debouncedSearch, ...filter }} total={total} />
          {canEdit && (
            <Button component={Link} to={href('toolQrCode')} leftSection={<IconPlus size={18} />}>
              Criar Novo
            </Button>
          )}
        </Group>
      </Group>
      <SearchSortBar
        searchLabel="Buscar por URL de destino, conteúdo ou tag"
        placeholder="ex.: cardapio"
        {...bar}
      />
      <OrganiseFilter
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <MoveToFolderModal
        item={moving && { kind: 'qr', ...moving }}
        onClose={() => setMoving(null)}
      />
      {query.isPending ? (
        <LoadingState label="Carregando seus QR Codes..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao Carregar"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>Nenhum QR Code encontrado.</Text>
          <Text c="dimmed" mt={4}>
            {filtered
              ? 'Nenhum QR Code corresponde à busca e aos filtros.'
              : canEdit
                ? 'Comece criando seu primeiro QR Code dinâmico!'
                : 'Ainda não há QR Codes neste espaço de trabalho.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Preview</Table.Th>
                  <Table.Th>URL de Destino</Table.Th>
                  <Table.Th>Cores</Table.Th>
                  <Table.Th>Scans</Table.Th>
                  <Table.Th>Criado em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((code) => (
                  <QrCodeTableRow
                    key={code.id}
                    code={code}
                    // Each code is drawn and downloaded with its printed address.
                    origin={printedOrigin(
                      origin,
                      code.domain_id && domainNames.get(code.domain_id),
                    )}
                    onDelete={deleteCode}
                    deleting={remove.isPending && remove.variables === code.id}
                    onMove={() => setMoving({ id: code.id, folderId: code.folder_id })}
                    canEdit={canEdit}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            total={total}
            noun={['QR Code', 'QR Codes']}
            page={page}
            pageSize={QR_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
