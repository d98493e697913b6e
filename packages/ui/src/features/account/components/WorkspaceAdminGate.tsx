// The API keys and webhooks of Configurações > API belong to the workspace being worked in, and
// only its owners and admins manage them (docs/product/teams.md, "API keys", "Webhooks"): this
// shows them the section, and tells anyone else who does. The database refuses the rest anyway.
import { Alert } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { useMyWorkspaces } from '@/lib/queries/workspaces';
import { userAtom } from '@/lib/session';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

interface WorkspaceAdminGateProps {
  /** What is managed, as the sentence names it: 'as chaves de API', 'os webhooks'. */
  what: string;
  loadingLabel: string;
  errorTitle: string;
  children: (workspace: MyWorkspace) => ReactNode;
}

export function WorkspaceAdminGate({
  what,
  loadingLabel,
  errorTitle,
  children,
}: WorkspaceAdminGateProps) {
  const user = useAtomValue(userAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const workspaces = useMyWorkspaces(user?.id);
  const workspace = workspaces.data?.find((w) => w.id === workspaceId);
  if (workspaces.isPending) return <LoadingState label={loadingLabel} />;
  if (!workspace) {
    return <ErrorState title={errorTitle} onRetry={() => void workspaces.refetch()} />;
  }
  if (workspace.role === 'owner' || workspace.role === 'admin') return children(workspace);
  return (
    <Alert color="gray" variant="light">
      Só o proprietário e os administradores de &quot;{workspace.name}&quot; gerenciam {what} deste
      espaço de trabalho.
    </Alert>
  );
}
