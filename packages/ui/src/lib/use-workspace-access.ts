// Whether the signed-in user may create, change and delete items in the workspace being worked
// in (docs/product/teams.md, "Roles"): everyone but a Leitor. The screens hide what a Leitor
// cannot do, so nothing offered fails; the database refuses it anyway. Until the list of
// workspaces arrives, the screens offer everything (the database still decides).
import { useCurrentWorkspace } from './queries/workspaces';

export interface WorkspaceAccess {
  canEdit: boolean;
  /** The workspace's name, once known. */
  workspaceName: string | null;
}

export function useWorkspaceAccess(): WorkspaceAccess {
  const { current: workspace } = useCurrentWorkspace();
  return { canEdit: workspace?.role !== 'viewer', workspaceName: workspace?.name ?? null };
}
