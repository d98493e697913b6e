/**
 * `contact`: what `supabase.functions.invoke('contact', { body })` calls from the contact form
 * (docs/product/contact.md). It checks the form like the form does and more
 * (contact-input.ts) and mails it to the support address, answerable to the sender. Callers need
 * the anon key or a user's token, and each IP may send only a few messages per hour.
 */
import type { RequestIdentity } from '../../http/shared/jwt';
import type { Mailer } from '../../mail/mail-message';
import { hourlyLimit } from '../hourly-limit';
import { readJsonRequest } from '../read-json-request';
import { answerOrRefuse, jsonAnswer, refusal, type WebFunction } from '../web-function';
import { checkContactInput } from './contact-input';
import { buildContactMail } from './contact-mail';

export interface ContactFunctionDeps {
  /** Who calls (refusing a caller without a valid API key or token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  mailer: Mailer;
  supportEmail: string;
  ratePerHour: number;
  log: (message: string, error: unknown) => void;
}

/** Enough for every field at its longest, in multi-byte characters; more is not a form. */
const CONTACT_BODY_LIMIT = 64 * 1024;

const RATE_LIMITED = 'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.';

export function contactFunction(deps: ContactFunctionDeps): WebFunction {
  const perIp = hourlyLimit(deps.ratePerHour);
  return (request, context) =>
    answerOrRefuse(
      async () => {
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        await deps.identify(request);
        if (!perIp.take(context.ip)) throw refusal(429, 'rate_limited', RATE_LIMITED);
        const body = await readJsonRequest(request, {
          limit: CONTACT_BODY_LIMIT,
          invalidMessage: 'Envie nome, e-mail, assunto e mensagem em JSON.',
          tooLargeMessage: 'A mensagem é grande demais.',
        });
        const input = checkContactInput(body);
        if (!input.ok) throw refusal(400, 'validation_failed', input.message);
        await deps.mailer.send(buildContactMail(input.data, deps.supportEmail));
        return jsonAnswer(200, { ok: true });
      },
      {
        status: 502,
        code: 'mail_failed',
        message: 'Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.',
      },
      deps.log,
    );
}
