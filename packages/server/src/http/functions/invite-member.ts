/**
 * POST /functions/v1/invite-member on the self-hosted server: the `invite-member` server function
 * (functions/invite-member/invite-member-function.ts, the same code the Edge Function runs), its
 * callers checked with the server's JWT secret.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { inviteMemberFunction } from '../../functions/invite-member/invite-member-function';
import type { Mailer } from '../../mail/mail-message';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface InviteMemberRouteDeps {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  publicUrl: string;
}

export async function registerInviteMemberFunction(
  app: FastifyInstance,
  deps: InviteMemberRouteDeps,
) {
  const invite = inviteMemberFunction({
    db: deps.db,
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/invite-member', invite);
}
