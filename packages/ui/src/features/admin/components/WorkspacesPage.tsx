// Admin > Espaços de trabalho (docs/product/teams.md, "What an admin sees"): every workspace of
// the platform, team workspaces first, with its owner, the owner's plan, how many members and
// items it has; 'Ver membros' lists who is in it with their roles. Searched (name or a member's
// e-mail) and paged by the database. Read only: owners manage their own workspaces.
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@qrlink/core/dates/format-date';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import { LIST_WORKSPACES_ERROR, type AdminWorkspaceRow } from '@qrlink/data/admin/list-workspaces';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { useAdminWorkspacePage } from '../hooks/use-admin-workspaces';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * How a row is named to screen readers: every personal workspace is called 'Pessoal', so its
 * owner's e-mail tells the rows' buttons apart.
 */
function workspaceLabel(workspace: AdminWorkspaceRow): string {
  const owner = workspace.owner_email ?? workspace.owner_name;
  return workspace.personal && owner ? `${workspace.name} (${owner})` : workspace.name;
}

export function WorkspacesPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // The workspace stays set while the modal closes, so its text does not vanish mid-transition.
  const [shown, setShown] = useState<AdminWorkspaceRow | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  const query = useAdminWorkspacePage({
    search: debouncedSearch,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const total = query.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Espaços de trabalho
      </Title>
      <Text c="dimmed">
        Todos os espaços de trabalho da plataforma, os de equipe primeiro, com o proprietário, o
        plano dele e quem participa de cada um.
      </Text>
      <TextInput
        label="Buscar espaços de trabalho"
        placeholder="Nome ou e-mail de um membro"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      {query.isPending ? (
        <LoadingState label="Carregando espaços de trabalho..." />
      ) : query.isError ? (
        <ErrorState
          title={LIST_WORKSPACES_ERROR.title}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>
            {debouncedSearch
              ? 'Nenhum espaço de trabalho encontrado para essa busca.'
              : 'Nenhum espaço de trabalho ainda.'}
          </Text>
        </Paper>
      ) : (
        <>
          {/* Each row has a button, so tabbing to it scrolls the table on a phone. */}
          <Table.ScrollContainer minWidth={860}>
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-label="Espaços de trabalho"
              aria-busy={query.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Proprietário</Table.Th>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th ta="right">Membros</Table.Th>
                  <Table.Th ta="right">Itens</Table.Th>
                  <Table.Th>Criado em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((workspace) => (
                  <Table.Tr key={workspace.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{workspace.name}</Text>
                        {workspace.personal && (
                          <Badge size="sm" variant="light" color="gray">
                            Pessoal
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{workspace.owner_name || '—'}</Text>
                      {workspace.owner_email && (
                        <Text size="xs" c="dimmed">
                          {workspace.owner_email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{workspace.plan_name ?? workspace.plan_id ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{workspace.members.toLocaleString('pt-BR')}</Table.Td>
                    <Table.Td ta="right">{workspace.items.toLocaleString('pt-BR')}</Table.Td>
                    <Table.Td>{formatDate(workspace.created_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconUsers size={16} />}
                        aria-label={`Ver membros de ${workspaceLabel(workspace)}`}
                        onClick={() => {
                          setShown(workspace);
                          setMembersOpen(true);
                        }}
                      >
                        Ver membros
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter
            total={total}
            noun={['espaço de trabalho', 'espaços de trabalho']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      <Modal
        opened={membersOpen}
        onClose={() => setMembersOpen(false)}
        title={shown ? `Membros de ${workspaceLabel(shown)}` : ''}
        size="lg"
      >
        {shown && <MemberList workspace={shown} />}
      </Modal>
    </Stack>
  );
}

/** The members of one workspace: owner, administrators, editors, then readers. */
function MemberList({ workspace }: { workspace: AdminWorkspaceRow }) {
  if (workspace.member_list.length === 0) {
    return <Text size="sm">Este espaço de trabalho não tem membros.</Text>;
  }
  return (
    <Table horizontalSpacing="xs" aria-label={`Membros de ${workspaceLabel(workspace)}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Membro</Table.Th>
          <Table.Th>Papel</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {workspace.member_list.map((member) => (
          <Table.Tr key={member.user_id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{member.full_name || member.email || '—'}</Text>
              {member.full_name && member.email && (
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{WORKSPACE_ROLE_LABELS[member.role]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {workspace.members > workspace.member_list.length && (
        <Table.Caption>
          e mais {(workspace.members - workspace.member_list.length).toLocaleString('pt-BR')}{' '}
          membros
        </Table.Caption>
      )}
    </Table>
  );
}
