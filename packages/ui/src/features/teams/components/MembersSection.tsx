// 'Membros': who is in the workspace and with which role. Owners and administrators change the
// role of the others (never the owner's) and remove them, and the owner hands the workspace on,
// each after a confirmation; the database checks all again.
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { formatDate } from '@qrlink/core/dates/format-date';
import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '@qrlink/core/teams/workspace-roles';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import type { WorkspaceMember } from '@qrlink/data/teams/list-workspace-members';
import {
  removeWorkspaceMember,
  setWorkspaceMemberRole,
  transferWorkspace,
} from '@qrlink/data/teams/manage-workspace';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { useTeamMutation, useWorkspaceMembers } from '../team-queries';
import { PHONE } from './phone-layout';

type OfferedRole = Exclude<WorkspaceRole, 'owner'>;

export const OFFERED_ROLES: { value: OfferedRole; label: string }[] = [
  { value: 'admin', label: WORKSPACE_ROLE_LABELS.admin },
  { value: 'editor', label: WORKSPACE_ROLE_LABELS.editor },
  { value: 'viewer', label: WORKSPACE_ROLE_LABELS.viewer },
];

const nameOf = (member: WorkspaceMember) => member.full_name?.trim() || member.email || 'Membro';

export function MembersSection({ workspace, meId }: { workspace: MyWorkspace; meId: string }) {
  const members = useWorkspaceMembers(workspace.id);
  const phone = useMediaQuery(PHONE) ?? false;
  const manages = workspace.role === 'owner' || workspace.role === 'admin';
  const changeRole = useTeamMutation((input: { userId: string; role: OfferedRole }) =>
    setWorkspaceMemberRole(workspace.id, input.userId, input.role),
  );
  const remove = useTeamMutation((userId: string) => removeWorkspaceMember(workspace.id, userId));
  const transfer = useTeamMutation((userId: string) => transferWorkspace(workspace.id, userId));

  const confirmTransfer = (member: WorkspaceMember) =>
    modals.openConfirmModal({
      title: `Transferir "${workspace.name}" para ${nameOf(member)}?`,
      children: (
        <Text size="sm">
          {nameOf(member)} passa a ser o proprietário, com a cobrança e a exclusão do espaço de
          trabalho. Você continua como Administrador.
        </Text>
      ),
      labels: { confirm: 'Transferir', cancel: 'Cancelar' },
      onConfirm: () =>
        transfer.mutate(member.user_id, {
          onSuccess: () => notify.success({ title: `${nameOf(member)} agora é o proprietário.` }),
          onError: (error) => notify.failure(error),
        }),
    });

  const confirmRemove = (member: WorkspaceMember) =>
    modals.openConfirmModal({
      title: `Remover ${nameOf(member)}?`,
      children: (
        <Text size="sm">
          {nameOf(member)} deixa de ver e de editar os QR Codes e links de &quot;{workspace.name}
          &quot; na hora. O que essa pessoa criou continua no espaço de trabalho.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.user_id, {
          onSuccess: () => notify.success({ title: `${nameOf(member)} foi removido(a).` }),
          onError: (error) => notify.failure(error),
        }),
    });

  const roleControl = (member: WorkspaceMember) =>
    manages && member.role !== 'owner' && member.user_id !== meId ? (
      <Select
        aria-label={`Papel de ${nameOf(member)}`}
        data={OFFERED_ROLES}
        value={member.role}
        allowDeselect={false}
        w={170}
        disabled={changeRole.isPending}
        onChange={(role) =>
          role &&
          changeRole.mutate(
            { userId: member.user_id, role: role as OfferedRole },
            {
              onSuccess: () =>
                notify.success({
                  title: 'Papel alterado',
                  message: `${nameOf(member)} agora é ${WORKSPACE_ROLE_LABELS[role as OfferedRole]}.`,
                }),
              onError: (error) => notify.failure(error),
            },
          )
        }
      />
    ) : (
      <Badge variant="light" color={member.role === 'owner' ? 'brand' : 'gray'}>
        {WORKSPACE_ROLE_LABELS[member.role]}
      </Badge>
    );
  const removeButton = (member: WorkspaceMember) =>
    manages &&
    member.role !== 'owner' &&
    member.user_id !== meId && (
      <Group gap={4} wrap="nowrap">
        {workspace.role === 'owner' && (
          <Button
            size="xs"
            variant="subtle"
            aria-label={`Transferir para ${nameOf(member)}`}
            onClick={() => confirmTransfer(member)}
          >
            Transferir
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Remover ${nameOf(member)}`}
          onClick={() => confirmRemove(member)}
        >
          Remover
        </Button>
      </Group>
    );
  const name = (member: WorkspaceMember) => (
    <>
      {nameOf(member)}
      {member.user_id === meId && (
        <Text span c="dimmed" size="sm">
          {' '}
          (você)
        </Text>
      )}
    </>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-title">
      <Title order={2} size="h4" id="team-members-title">
        Membros
      </Title>
      {members.isPending ? (
        <LoadingState label="Carregando membros..." />
      ) : members.isError ? (
        <ErrorState
          title="Erro ao carregar a equipe"
          message={members.error.message}
          onRetry={() => void members.refetch()}
        />
      ) : phone ? (
        // A phone gets one card per member: a table would scroll sideways.
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {members.data.map((member) => (
            <Paper key={member.user_id} component="li" withBorder p="sm">
              <Stack gap={6}>
                <Text fw={600}>{name(member)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                <Group justify="space-between" gap="xs">
                  {roleControl(member)}
                  {removeButton(member)}
                </Group>
                <Text size="xs" c="dimmed">
                  Desde {formatDate(member.joined_at)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Papel</Table.Th>
              <Table.Th>Desde</Table.Th>
              {manages && <Table.Th aria-label="Ações" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => (
              <Table.Tr key={member.user_id}>
                <Table.Td>{name(member)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                <Table.Td>{roleControl(member)}</Table.Td>
                <Table.Td>{formatDate(member.joined_at)}</Table.Td>
                {manages && <Table.Td>{removeButton(member)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
