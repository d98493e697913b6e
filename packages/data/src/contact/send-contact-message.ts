import { contactSchema, type ContactInput } from '@qrlink/core/validation/contact-schema';
import { toAppError } from '../errors';
import { invokeFunction } from '../invoke-function';

export const CONTACT_ERROR = {
  title: 'Erro ao enviar mensagem',
  message: 'Não foi possível enviar sua mensagem agora. Tente novamente em instantes.',
};

export const CONTACT_RATE_LIMIT_MESSAGE =
  'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.';

/**
 * Send the contact form to support through the server's mail path
 * (`functions.invoke('contact')`: an Edge Function when hosted, a server route self-hosted).
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw toAppError(parsed.error, CONTACT_ERROR);
  await invokeFunction('contact', parsed.data, CONTACT_ERROR, {
    // A 400 carries the server's check in pt-BR (e.g. a field over its length cap).
    showMessageOf: [400],
    fixedMessages: { 429: CONTACT_RATE_LIMIT_MESSAGE },
  });
}
