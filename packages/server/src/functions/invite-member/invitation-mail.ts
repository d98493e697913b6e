/**
 * The mail an invitation becomes (docs/product/teams.md, "Invitations"): who invites, to which
 * workspace, with which role, and the link to the invitation page. Names are user input: the
 * HTML escapes them, and the subject keeps them on one line.
 */
import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '@qrlink/core/teams/workspace-roles';
import type { MailMessage } from '../../mail/mail-message';
import { escapeHtml } from '@qrlink/core/html/escape-html';

export interface Invitation {
  to: string;
  workspaceName: string;
  inviter: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  /** The invitation page: `{PUBLIC_URL}/dashboard/invitations/{token}`. */
  link: string;
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function buildInvitationMail(invitation: Invitation): MailMessage {
  const workspace = oneLine(invitation.workspaceName);
  const inviter = oneLine(invitation.inviter);
  const role = WORKSPACE_ROLE_LABELS[invitation.role];
  const intro = `${inviter} convidou você para o espaço de trabalho "${workspace}" no QR Link, como ${role}.`;
  const how = 'Para aceitar ou recusar, entre com este e-mail e abra o convite:';
  const outro = 'O convite vale por 7 dias. Se você não esperava por ele, ignore esta mensagem.';
  return {
    to: invitation.to,
    subject: `Convite para ${workspace} no QR Link`,
    text: ['Olá!', '', intro, how, invitation.link, '', outro].join('\n'),
    html: [
      '<p>Olá!</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(invitation.link)}">Ver o convite</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
    link: invitation.link,
  };
}
