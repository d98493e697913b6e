// 'Convidar pessoas' (owners and administrators of a team workspace): an e-mail and a role; the
// server mails the link. Below, the invitations still waiting, each withdrawn after a
// confirmation.
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@qrlink/core/dates/format-date';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import {
  inviteWorkspaceMember,
  type InviteInput,
} from '@qrlink/data/teams/invite-workspace-member';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import type { PendingInvitation } from '@qrlink/data/teams/list-workspace-invitations';
import { revokeWorkspaceInvitation } from '@qrlink/data/teams/manage-workspace';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { useTeamMutation, useWorkspaceInvitations } from '../team-queries';
import { OFFERED_ROLES } from './MembersSection';
import { PHONE } from './phone-layout';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function InviteSection({ workspace }: { workspace: MyWorkspace }) {
  const invitations = useWorkspaceInvitations(workspace.id);
  const phone = useMediaQuery(PHONE) ?? false;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteInput['role']>('editor');
  const [error, setError] = useState<string | null>(null);
  const invite = useTeamMutation((input: InviteInput) => inviteWorkspaceMember(input));
  const revoke = useTeamMutation((id: string) => revokeWorkspaceInvitation(id));

  const submit = () => {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) return setError('Informe um e-mail válido.');
    invite.mutate(
      { workspaceId: workspace.id, email: address, role },
      {
        onSuccess: () => {
          notify.success({
            title: 'Convite enviado',
            message: `Enviamos o convite para ${address}.`,
          });
          setEmail('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const confirmRevoke = (invitation: PendingInvitation) =>
    modals.openConfirmModal({
      title: 'Cancelar este convite?',
      children: (
        <Text size="sm">
          O link enviado para {invitation.email} deixa de funcionar. Você pode convidar de novo
          depois.
        </Text>
      ),
      labels: { confirm: 'Cancelar convite', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () => notify.success({ title: 'Convite cancelado.' }),
          onError: (failure) => notify.failure(failure),
        }),
    });

  const revokeButton = (invitation: PendingInvitation) => (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      aria-label={`Cancelar o convite de ${invitation.email}`}
      onClick={() => confirmRevoke(invitation)}
      style={{ flexShrink: 0 }}
    >
      Cancelar
    </Button>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invite-title">
      <Title order={2} size="h4" id="team-invite-title">
        Convidar pessoas
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            placeholder="pessoa@empresa.com.br"
            value={email}
            error={error}
            maxLength={254}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label="Papel"
            data={OFFERED_ROLES}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as InviteInput['role'])}
            style={{ flex: '0 1 180px' }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconSend size={18} />}
            loading={invite.isPending}
          >
            Convidar
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        A pessoa recebe um e-mail com o link do convite, que vale por 7 dias. Ela entra com esse
        e-mail para aceitar.
      </Text>
      <Title order={3} size="h5" mt="xs">
        Convites pendentes
      </Title>
      {invitations.isPending ? (
        <LoadingState label="Carregando convites..." />
      ) : invitations.isError ? (
        <ErrorState
          title="Erro ao carregar convites"
          message={invitations.error.message}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum convite pendente.
        </Text>
      ) : phone ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.data.map((invitation) => (
            <Paper key={invitation.id} component="li" withBorder p="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {WORKSPACE_ROLE_LABELS[invitation.role]} · vale até{' '}
                    {formatDate(invitation.expires_at)}
                  </Text>
                </Stack>
                {revokeButton(invitation)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Papel</Table.Th>
              <Table.Th>Vale até</Table.Th>
              <Table.Th aria-label="Ações" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.data.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                <Table.Td>{WORKSPACE_ROLE_LABELS[invitation.role]}</Table.Td>
                <Table.Td>{formatDate(invitation.expires_at)}</Table.Td>
                <Table.Td>{revokeButton(invitation)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
