/**
 * `invite-member`: 'Convidar' on the 'Equipe' screen (docs/product/teams.md, "Invitations").
 * The database makes the invitation as the caller (invite_workspace_member checks the role, the
 * address and the seats, in pt-BR), then the link with the token is mailed to the invitee: the
 * token never reaches the inviter's browser. Each account may send a limited number per hour.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { HttpError } from '../../http/shared/http-error';
import type { RequestIdentity } from '../../http/shared/jwt';
import { runAs } from '../../http/shared/run-as';
import type { Mailer } from '../../mail/mail-message';
import { hourlyLimit } from '../hourly-limit';
import { readJsonRequest } from '../read-json-request';
import { answerOrRefuse, jsonAnswer, refusal, type WebFunction } from '../web-function';
import { buildInvitationMail } from './invitation-mail';

export interface InviteMemberDeps {
  db: Db;
  /** Who calls (refusing a caller without a valid token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  mailer: Mailer;
  /** The app's address, where the invitation page is. */
  publicUrl: string;
  log: (message: string, error: unknown) => void;
}

const BODY_LIMIT = 4 * 1024;

/** Per account and hour: more than a team's seats, too few to spam addresses with. */
const INVITATIONS_PER_HOUR = 30;

const inputSchema = z.object({
  workspaceId: z.uuid(),
  email: z.string().max(254),
  role: z.enum(['admin', 'editor', 'viewer']),
});

/** The database's pt-BR refusals, by SQLSTATE, as HTTP answers. */
const STATUS_OF: Record<string, [number, string]> = {
  '22023': [400, 'validation_failed'],
  '42501': [403, 'forbidden'],
  '23505': [409, 'already_member'],
  P0002: [404, 'not_found'],
};

function databaseRefusal(error: unknown): HttpError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const status = typeof code === 'string' ? STATUS_OF[code] : undefined;
  if (!status || typeof message !== 'string' || message.startsWith('permission denied')) return;
  return refusal(status[0], status[1], message);
}

export function inviteMemberFunction(deps: InviteMemberDeps): WebFunction {
  const perAccount = hourlyLimit(INVITATIONS_PER_HOUR);
  return (request) =>
    answerOrRefuse(
      async () => {
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        const { role, claims } = await deps.identify(request);
        if (role !== 'authenticated' || !claims.sub) {
          throw refusal(401, 'not_authenticated', 'Faça login para convidar.');
        }
        const body = await readJsonRequest(request, {
          limit: BODY_LIMIT,
          invalidMessage: 'Envie o espaço de trabalho, o e-mail e o papel em JSON.',
          tooLargeMessage: 'O pedido é grande demais.',
        });
        const input = inputSchema.safeParse(body);
        if (!input.success) {
          throw refusal(
            400,
            'validation_failed',
            'Informe o espaço de trabalho, um e-mail válido e o papel.',
          );
        }
        if (!perAccount.take(claims.sub)) {
          throw refusal(
            429,
            'rate_limited',
            'Você enviou muitos convites em pouco tempo. Tente novamente mais tarde.',
          );
        }
        const { workspaceId, email, role: offered } = input.data;
        let made;
        try {
          made = await runAs(deps.db, claims, async (tx) => {
            const { rows } = await tx.query<{ invitation: { id: string; token: string } }>(
              'select public.invite_workspace_member($1, $2, $3) as invitation',
              [workspaceId, email, offered],
            );
            const { rows: names } = await tx.query<{ workspace: string; inviter: string }>(
              `select w.name as workspace,
                      (select coalesce(nullif(btrim(p.full_name), ''), p.email)
                       from public.profiles p where p.id = auth.uid()) as inviter
               from public.workspaces w where w.id = $1`,
              [workspaceId],
            );
            return { ...rows[0]!.invitation, ...names[0]! };
          });
        } catch (error) {
          throw databaseRefusal(error) ?? error;
        }
        // Mailed once the invitation is saved: an SMTP round trip holds no transaction.
        const mail = buildInvitationMail({
          to: email.trim().toLowerCase(),
          workspaceName: made.workspace,
          inviter: made.inviter,
          role: offered,
          link: `${deps.publicUrl}/dashboard/invitations/${made.token}`,
        });
        try {
          await deps.mailer.send(mail);
        } catch (error) {
          deps.log('invitation mail failed', error);
          throw refusal(
            502,
            'mail_failed',
            'O convite foi criado, mas o e-mail não pôde ser enviado. Convide de novo para reenviar.',
          );
        }
        return jsonAnswer(200, { id: made.id });
      },
      {
        status: 500,
        code: 'invite_failed',
        message: 'Não foi possível convidar agora. Tente novamente.',
      },
      deps.log,
    );
}
