// Whether the signed-in user may create, change and delete items in the workspace being worked
// in (docs/product/teams.md, "Roles"): everyone but a Leitor. The screens hide what a Leitor
// cannot do, so nothing offered fails; the database refuses it anyway. Until the list of
// workspaces arrives, the screens offer everything (the database still decides).
import { useAtomValue } from 'jotai';
import { useMyWorkspaces } from './queries/workspaces';
import { userAtom } from './session';
import { currentWorkspaceIdAtom } from './workspace';

export interface WorkspaceAccess {
  canEdit: boolean;
  /** The workspace's name, once known. */
  workspaceName: string | null;
}

export function useWorkspaceAccess(): WorkspaceAccess {
  const user = useAtomValue(userAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const workspaces = useMyWorkspaces(user?.id);
  const workspace = workspaces.data?.find((w) => w.id === workspaceId);
  return { canEdit: workspace?.role !== 'viewer', workspaceName: workspace?.name ?? null };
}
