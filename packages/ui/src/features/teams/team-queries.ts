// Server state of 'Equipe': a workspace's members and open invitations (the user's workspaces
// are lib/queries/workspaces.ts, which the switcher shares). Every change invalidates the family, so the lists follow at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listWorkspaceInvitations } from '@qrlink/data/teams/list-workspace-invitations';
import { listWorkspaceMembers } from '@qrlink/data/teams/list-workspace-members';
import { teamsKey } from '@/lib/queries/query-keys';

export function useWorkspaceMembers(workspaceId: string | undefined) {
  return useQuery({
    queryKey: [...teamsKey, 'members', workspaceId],
    queryFn: () => listWorkspaceMembers(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    // Others change the team (an invitee accepts): ask again whenever the screen opens.
    staleTime: 0,
  });
}

export function useWorkspaceInvitations(workspaceId: string | undefined) {
  return useQuery({
    queryKey: [...teamsKey, 'invitations', workspaceId],
    queryFn: () => listWorkspaceInvitations(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    staleTime: 0,
  });
}

/** A mutation of the team family: refreshes every team list when it settles. */
export function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: teamsKey }),
  });
}
