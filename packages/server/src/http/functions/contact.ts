/**
 * POST /functions/v1/contact: what `supabase.functions.invoke('contact', { body })` calls. On
 * hosted Supabase this would be an Edge Function; here it is a route of the self-hosted server.
 * It takes the contact form (name, email, subject, message), checks it like the form does and
 * more, and mails it to the support address through the server's mailer (SMTP or the outbox).
 * Callers need the anon key or a user's token, and each IP may send only a few per hour.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mail-message';
import { HttpError } from '../shared/http-error';
import { requestRole } from '../shared/jwt';
import { functionRefusal } from '../shared/function-refusal';
import { checkContactInput } from './contact-input';
import { buildContactMail } from './contact-mail';

export interface ContactFunctionDeps {
  mailer: Mailer;
  jwtSecret: string;
  supportEmail: string;
  ratePerHour: number;
}

/** Enough for every field at its longest, in multi-byte characters; more is not a form. */
const CONTACT_BODY_LIMIT = 64 * 1024;

function contactError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { code, message });
}

export async function registerContactFunction(app: FastifyInstance, deps: ContactFunctionDeps) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () =>
      contactError(
        429,
        'rate_limited',
        'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.',
      ),
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    // Fastify's own refusals: malformed JSON, empty body, unsupported content type, too large.
    const refusal = functionRefusal(error, {
      invalid: 'Envie nome, e-mail, assunto e mensagem em JSON.',
      tooLarge: 'A mensagem é grande demais.',
    });
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    request.log.error({ err: error }, 'contact message not sent');
    return reply.code(502).send({
      code: 'mail_failed',
      message: 'Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.',
    });
  });

  app.post(
    '/functions/v1/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: { max: deps.ratePerHour, timeWindow: '1 hour' } },
    },
    async (request) => {
      await requestRole(request, deps.jwtSecret);
      const input = checkContactInput(request.body);
      if (!input.ok) throw contactError(400, 'validation_failed', input.message);
      await deps.mailer.send(buildContactMail(input.data, deps.supportEmail));
      return { ok: true };
    },
  );
}
