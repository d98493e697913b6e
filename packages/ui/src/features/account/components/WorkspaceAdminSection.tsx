// A section of Configurações > API whose contents belong to the workspace being worked in, which
// only its owners and admins manage (the API keys, the webhooks: docs/product/teams.md, "API
// keys", "Webhooks"): it shows them the contents, and tells anyone else who manages them. The
// database refuses the rest anyway.
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { useCurrentWorkspace } from '@/lib/queries/workspaces';

interface WorkspaceAdminSectionProps {
  /** The section's heading, also its accessible name. */
  title: string;
  /** What is managed, as the sentence names it: 'as chaves de API', 'os webhooks'. */
  what: string;
  loadingLabel: string;
  errorTitle: string;
  children: (workspace: MyWorkspace) => ReactNode;
}

export function WorkspaceAdminSection({ title, ...gate }: WorkspaceAdminSectionProps) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <AdministeredOnly {...gate} />
    </Stack>
  );
}

function AdministeredOnly({
  what,
  loadingLabel,
  errorTitle,
  children,
}: Omit<WorkspaceAdminSectionProps, 'title'>) {
  const { workspaces, current: workspace } = useCurrentWorkspace();
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
