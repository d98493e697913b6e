// 'Convidar': the invite-member server function makes the invitation (the database checks the
// role and the seats) and mails its link; the token never reaches the browser.
import type { WorkspaceRole } from '@qrlink/core/teams/workspace-roles';
import { invokeFunction } from '../invoke-function';

export interface InviteInput {
  workspaceId: string;
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
}

export async function inviteWorkspaceMember(input: InviteInput): Promise<{ id: string }> {
  return invokeFunction<{ id: string }>(
    'invite-member',
    input,
    { title: 'Erro ao convidar', message: 'Não foi possível enviar o convite.' },
    { showMessageOf: [400, 403, 409, 404, 429, 502] },
  );
}
