// Admin > Gerenciar Clientes: every client with name, e-mail, role, plan and signup date, searched,
// sorted and paged by the database; edit, and delete after a confirmation.
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { formatDate } from '@qrlink/core/dates/format-date';
import type { ClientRow } from '@qrlink/data/admin/list-clients';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { SearchSortBar } from '@/lib/components/SearchSortBar';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { useListControls } from '@/lib/use-list-controls';
import { useClientMutations, useClientPage } from '../hooks/use-admin';
import { RoleBadge } from './RoleBadge';

const PAGE_SIZE = 25;
const SORTS = {
  newest: { label: 'Mais recentes', sort: 'created_at', ascending: false },
  oldest: { label: 'Mais antigos', sort: 'created_at', ascending: true },
  name: { label: 'Nome (A-Z)', sort: 'full_name', ascending: true },
  email: { label: 'E-mail (A-Z)', sort: 'email', ascending: true },
  admins: { label: 'Administradores primeiro', sort: 'role', ascending: true },
  plan: { label: 'Plano', sort: 'plan', ascending: true },
} as const;

export function ClientsPage() {
  const me = useAtomValue(userAtom);
  const { debouncedSearch, sortKey, page, setPage, bar } = useListControls(SORTS, 'newest');
  const sort = SORTS[sortKey];
  const query = useClientPage({
    search: debouncedSearch,
    sort: sort.sort,
    ascending: sort.ascending,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const { remove } = useClientMutations();
  const total = query.data?.total ?? 0;

  function confirmDelete(client: ClientRow) {
    const who = client.full_name ? `${client.full_name} (${client.email ?? ''})` : client.email;
    modals.openConfirmModal({
      title: 'Excluir cliente?',
      children: (
        <Text size="sm">
          Tem certeza que deseja excluir {who}? Todos os QR codes, links, análises e logos desse
          cliente serão excluídos. Esta ação não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(client.id, {
          onSuccess: (message) => notify.success({ title: 'Cliente removido', message }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Gerenciar Clientes
      </Title>
      <SearchSortBar searchLabel="Buscar clientes" placeholder="Nome ou e-mail" {...bar} />
      {query.isPending ? (
        <LoadingState label="Carregando clientes..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao carregar clientes"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>
            {debouncedSearch
              ? 'Nenhum cliente encontrado para essa busca.'
              : 'Nenhum cliente cadastrado.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome completo</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Papel</Table.Th>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th>Cadastro</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((client) => {
                  const isMe = client.id === me?.id;
                  return (
                    <Table.Tr key={client.id}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{client.full_name || '—'}</Text>
                          {isMe && (
                            <Badge size="xs" variant="outline">
                              Você
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{client.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <RoleBadge role={client.role} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{client.plan_name ?? client.plan_id}</Text>
                      </Table.Td>
                      <Table.Td>{formatDate(client.created_at)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <RowAction
                            label="Editar"
                            to={href('adminEditClient', { clientId: client.id })}
                            icon={<IconPencil size={18} />}
                          />
                          {!isMe && (
                            <RowAction
                              label="Excluir"
                              color="red"
                              loading={remove.isPending && remove.variables === client.id}
                              onClick={() => confirmDelete(client)}
                              icon={<IconTrash size={18} />}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            total={total}
            noun={['cliente', 'clientes']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
