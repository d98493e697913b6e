// Server state of the workspaces the user belongs to (the switcher, 'Equipe'), read once per
// session and refreshed after any team change.
import { useQuery } from '@tanstack/react-query';
import { listMyWorkspaces } from '@qrlink/data/teams/list-my-workspaces';
import { teamsKey } from './query-keys';

export function useMyWorkspaces(userId: string | undefined) {
  return useQuery({
    queryKey: [...teamsKey, 'mine', userId],
    queryFn: () => listMyWorkspaces(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
