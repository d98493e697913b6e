// 'Equipe' (docs/product/teams.md, "The 'Equipe' screen"): the workspaces the user belongs to,
// one at a time: its members and roles, invitations for its owners and administrators, leaving
// it for the others, and making a new one within the plan.
import { Alert, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { leaveWorkspace } from '@qrlink/data/teams/manage-workspace';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { userAtom } from '@/lib/session';
import { useMyWorkspaces } from '@/lib/queries/workspaces';
import { useTeamMutation } from '../team-queries';
import { CreateWorkspaceButton } from './CreateWorkspaceButton';
import { InviteSection } from './InviteSection';
import { MembersSection } from './MembersSection';

/** The workspace shown: the one in the address, else the first team, else the personal one. */
function shownWorkspace(workspaces: MyWorkspace[], wanted: string | null): MyWorkspace | undefined {
  return (
    workspaces.find((w) => w.id === wanted) ?? workspaces.find((w) => !w.personal) ?? workspaces[0]
  );
}

export function TeamPage() {
  const user = useAtomValue(userAtom);
  const workspaces = useMyWorkspaces(user?.id);
  const [params, setParams] = useSearchParams();
  const show = (id: string) => setParams({ workspace: id }, { replace: true });
  const leave = useTeamMutation((id: string) => leaveWorkspace(id));
  const current = workspaces.data
    ? shownWorkspace(workspaces.data, params.get('workspace'))
    : undefined;

  const confirmLeave = (workspace: MyWorkspace) =>
    modals.openConfirmModal({
      title: `Sair de "${workspace.name}"?`,
      children: (
        <Text size="sm">
          Você deixa de ver os QR Codes e links deste espaço de trabalho. Para voltar, peça um novo
          convite.
        </Text>
      ),
      labels: { confirm: 'Sair', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        leave.mutate(workspace.id, {
          onSuccess: () => {
            notify.success({ title: `Você saiu de "${workspace.name}".` });
            setParams({}, { replace: true });
          },
          onError: (error) => notify.failure(error),
        }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Equipe
        </Title>
        <CreateWorkspaceButton onCreated={show} />
      </Group>
      {workspaces.isPending ? (
        <LoadingState label="Carregando espaços de trabalho..." />
      ) : workspaces.isError ? (
        <ErrorState
          title="Erro ao carregar espaços de trabalho"
          message={workspaces.error.message}
          onRetry={() => void workspaces.refetch()}
        />
      ) : current ? (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Espaço de trabalho"
              data={workspaces.data.map((w) => ({
                value: w.id,
                label: `${w.name} · ${WORKSPACE_ROLE_LABELS[w.role]}`,
              }))}
              value={current.id}
              allowDeselect={false}
              onChange={(id) => id && show(id)}
              style={{ flex: '1 1 260px', maxWidth: 420 }}
            />
            {current.personal && (
              <Badge variant="light" mb={8}>
                Pessoal
              </Badge>
            )}
          </Group>
          {current.personal && (
            <Alert color="blue" title="Seu espaço pessoal">
              Só você vê o que está aqui. Para trabalhar com outras pessoas, crie um espaço de
              trabalho de equipe e convide quem quiser.
            </Alert>
          )}
          <MembersSection workspace={current} meId={user?.id ?? ''} />
          {!current.personal && (current.role === 'owner' || current.role === 'admin') && (
            <InviteSection workspace={current} />
          )}
          {!current.personal &&
            (current.role === 'owner' ? (
              <Text size="sm" c="dimmed">
                Você é o proprietário deste espaço de trabalho: para sair, transfira-o antes a outro
                membro.
              </Text>
            ) : (
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLogout size={18} />}
                  onClick={() => confirmLeave(current)}
                >
                  Sair do espaço de trabalho
                </Button>
              </Group>
            ))}
        </>
      ) : null}
    </Stack>
  );
}
