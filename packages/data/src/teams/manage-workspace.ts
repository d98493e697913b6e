// What 'Equipe' changes, each through the database function that checks the caller's role
// (docs/product/teams.md, "Managing a workspace"): make a workspace, change a member's role,
// remove a member, leave, withdraw an invitation, hand the workspace on, delete it.
import { z } from 'zod';
import type { WorkspaceRole } from '@qrlink/core/teams/workspace-roles';
import { getSupabase } from '../client';
import { toTeamError } from './team-refusal';

/** The answer of a workspace function, or its refusal in the words of the database. */
async function answerOf<T>(
  call: PromiseLike<{ data: T; error: unknown }>,
  context: { title: string; message: string },
): Promise<T> {
  const { data, error } = await call;
  if (error) throw toTeamError(error, context);
  return data;
}

export async function createWorkspace(name: string): Promise<string> {
  const supabase = await getSupabase();
  const data = await answerOf(supabase.rpc('create_workspace', { p_name: name }), {
    title: 'Erro ao criar espaço de trabalho',
    message: 'Não foi possível criar o espaço de trabalho.',
  });
  return z.string().parse(data);
}

export async function setWorkspaceMemberRole(
  workspaceId: string,
  userId: string,
  role: Exclude<WorkspaceRole, 'owner'>,
): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(
    supabase.rpc('set_workspace_member_role', {
      p_workspace: workspaceId,
      p_user: userId,
      p_role: role,
    }),
    {
      title: 'Erro ao mudar o papel',
      message: 'Não foi possível mudar o papel do membro.',
    },
  );
}

export async function removeWorkspaceMember(workspaceId: string, userId: string): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(
    supabase.rpc('remove_workspace_member', { p_workspace: workspaceId, p_user: userId }),
    {
      title: 'Erro ao remover membro',
      message: 'Não foi possível remover o membro.',
    },
  );
}

export async function leaveWorkspace(workspaceId: string): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(supabase.rpc('leave_workspace', { p_workspace: workspaceId }), {
    title: 'Erro ao sair do espaço de trabalho',
    message: 'Não foi possível sair do espaço de trabalho.',
  });
}

export async function revokeWorkspaceInvitation(invitationId: string): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(supabase.rpc('revoke_workspace_invitation', { p_invitation: invitationId }), {
    title: 'Erro ao cancelar convite',
    message: 'Não foi possível cancelar o convite.',
  });
}

/** Owner: hands the workspace to another member, who must have room for it in their plan. */
export async function transferWorkspace(workspaceId: string, newOwnerId: string): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(
    supabase.rpc('transfer_workspace', { p_workspace: workspaceId, p_new_owner: newOwnerId }),
    { title: 'Erro ao transferir', message: 'Não foi possível transferir o espaço de trabalho.' },
  );
}

/** Owner: deletes a team workspace with everything in it. */
export async function deleteWorkspace(workspaceId: string): Promise<void> {
  const supabase = await getSupabase();
  await answerOf(supabase.rpc('delete_workspace', { p_workspace: workspaceId }), {
    title: 'Erro ao excluir espaço de trabalho',
    message: 'Não foi possível excluir o espaço de trabalho.',
  });
}
