/**
 * POST /functions/v1/contact on the self-hosted server: the `contact` server function
 * (functions/contact/contact-function.ts, the same code the Edge Function runs), its callers
 * checked with the server's JWT secret.
 */
import type { FastifyInstance } from 'fastify';
import { contactFunction } from '../../functions/contact/contact-function';
import type { Mailer } from '../../mail/mail-message';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface ContactFunctionDeps {
  mailer: Mailer;
  jwtSecret: string;
  supportEmail: string;
  ratePerHour: number;
}

export async function registerContactFunction(app: FastifyInstance, deps: ContactFunctionDeps) {
  const contact = contactFunction({
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    mailer: deps.mailer,
    supportEmail: deps.supportEmail,
    ratePerHour: deps.ratePerHour,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/contact', contact);
}
