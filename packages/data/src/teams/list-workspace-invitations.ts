// 'Equipe': the invitations still waiting for an answer (owners and administrators see them;
// RLS shows nobody else a workspace's invitations).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'editor', 'viewer']),
  created_at: z.string(),
  expires_at: z.string(),
});

export type PendingInvitation = z.infer<typeof invitationSchema>;

export async function listWorkspaceInvitations(workspaceId: string): Promise<PendingInvitation[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workspace_invitations')
    .select('id, email, role, created_at, expires_at')
    .eq('workspace_id', workspaceId)
    .is('answered_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false });
  if (error) {
    throw toAppError(error, {
      title: 'Erro ao carregar convites',
      message: 'Não foi possível carregar os convites.',
    });
  }
  return z.array(invitationSchema).parse(data);
}
