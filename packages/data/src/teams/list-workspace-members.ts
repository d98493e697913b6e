// 'Equipe': who is in a workspace, with their role (list_workspace_members: profiles are
// private, so members see each other's name and e-mail only through it).
import { z } from 'zod';
import { WORKSPACE_ROLES } from '@qrlink/core/teams/workspace-roles';
import { getSupabase } from '../client';
import { toTeamError } from './team-refusal';

const memberSchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.string(),
});

export type WorkspaceMember = z.infer<typeof memberSchema>;

export async function listWorkspaceMembers(workspaceId: string): Promise<WorkspaceMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('list_workspace_members', {
    p_workspace: workspaceId,
  });
  if (error) {
    throw toTeamError(error, {
      title: 'Erro ao carregar a equipe',
      message: 'Não foi possível carregar os membros.',
    });
  }
  return z.array(memberSchema).parse(data);
}
