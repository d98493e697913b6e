// Server state of the workspaces the user belongs to (the switcher, 'Equipe'), read once per
// session and refreshed after any team change.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { listMyWorkspaces } from '@qrlink/data/teams/list-my-workspaces';
import { userAtom } from '../session';
import { currentWorkspaceIdAtom } from '../workspace';
import { teamsKey } from './query-keys';

export function useMyWorkspaces(userId: string | undefined) {
  return useQuery({
    queryKey: [...teamsKey, 'mine', userId],
    queryFn: () => listMyWorkspaces(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

/** The signed-in user's workspaces and, among them, the one being worked in (once known). */
export function useCurrentWorkspace() {
  const user = useAtomValue(userAtom);
  const currentId = useAtomValue(currentWorkspaceIdAtom);
  const workspaces = useMyWorkspaces(user?.id);
  return { workspaces, current: workspaces.data?.find((w) => w.id === currentId) };
}
