// 'Equipe' (docs/product/teams.md, "The 'Equipe' screen"): the team of the workspace being
// worked in (the switcher's): its members and roles, invitations for its owners and
// administrators, leaving it for the others, and making a new one within the plan, which
// becomes the workspace worked in.
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout, IconTrash } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { deleteWorkspace, leaveWorkspace } from '@qrlink/data/teams/manage-workspace';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { userAtom } from '@/lib/session';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { useMyWorkspaces } from '@/lib/queries/workspaces';
import { useTeamMutation } from '../team-queries';
import { CreateWorkspaceButton } from './CreateWorkspaceButton';
import { InviteSection } from './InviteSection';
import { MembersSection } from './MembersSection';

export function TeamPage() {
  const user = useAtomValue(userAtom);
  const workspaces = useMyWorkspaces(user?.id);
  const [currentId, choose] = useAtom(currentWorkspaceIdAtom);
  const leave = useTeamMutation((id: string) => leaveWorkspace(id));
  const remove = useTeamMutation((id: string) => deleteWorkspace(id));
  const current =
    workspaces.data?.find((w) => w.id === currentId) ?? workspaces.data?.find((w) => w.personal);

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
            choose(null);
          },
          onError: (error) => notify.failure(error),
        }),
    });

  const confirmDelete = (workspace: MyWorkspace) =>
    modals.openConfirmModal({
      title: `Excluir "${workspace.name}"?`,
      children: (
        <Text size="sm">
          Os QR Codes, links, pastas, tags e modelos deste espaço de trabalho são excluídos para
          todos os membros, e os QR Codes impressos deixam de funcionar. Esta ação não pode ser
          desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(workspace.id, {
          onSuccess: () => {
            notify.success({ title: `"${workspace.name}" foi excluído.` });
            choose(null);
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
        <CreateWorkspaceButton onCreated={choose} />
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
          <Group gap="xs">
            <Text fw={600}>{current.name}</Text>
            <Badge variant="light" color={current.personal ? 'blue' : 'gray'}>
              {current.personal ? 'Pessoal' : WORKSPACE_ROLE_LABELS[current.role]}
            </Badge>
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
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">
                  Você é o proprietário deste espaço de trabalho: para sair, transfira-o antes a
                  outro membro (Transferir, em Membros).
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  onClick={() => confirmDelete(current)}
                >
                  Excluir espaço de trabalho
                </Button>
              </Stack>
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
