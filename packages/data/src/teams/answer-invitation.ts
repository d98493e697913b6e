// The invitation page (/dashboard/invitations/:token): what the invitation offers, then accept
// or decline. Only the account with the invited e-mail gets past the first call; the refusals
// ('Este convite é para outro e-mail.', 'O convite expirou. Peça um novo.', ...) are the
// database's, in pt-BR.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toTeamError } from './team-refusal';

const detailsSchema = z.object({
  workspace_name: z.string(),
  role: z.enum(['admin', 'editor', 'viewer']),
  email: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});

export type InvitationDetails = z.infer<typeof detailsSchema>;

const INVITATION_ERROR = {
  title: 'Convite indisponível',
  message: 'Não foi possível abrir o convite.',
};

export async function getInvitationDetails(token: string): Promise<InvitationDetails> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('workspace_invitation_details', { p_token: token });
  if (error) throw toTeamError(error, INVITATION_ERROR);
  return detailsSchema.parse(data);
}

/** Joins the workspace with the role offered; answers the workspace's id. */
export async function acceptInvitation(token: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('accept_workspace_invitation', { p_token: token });
  if (error) {
    throw toTeamError(error, {
      title: 'Erro ao aceitar convite',
      message: 'Não foi possível aceitar o convite.',
    });
  }
  return z.string().parse(data);
}

export async function declineInvitation(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('decline_workspace_invitation', { p_token: token });
  if (error) {
    throw toTeamError(error, {
      title: 'Erro ao recusar convite',
      message: 'Não foi possível recusar o convite.',
    });
  }
}
