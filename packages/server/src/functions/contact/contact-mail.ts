/**
 * The mail a contact message becomes: to the support address, answered to the visitor
 * (Reply-To), the message as plain text and, escaped, as HTML (everything in it is user input).
 */
import type { ContactData } from '@qrlink/core/validation/contact-schema';
import type { MailMessage } from '../../mail/mail-message';
import { escapeHtml } from '@qrlink/core/html/escape-html';

/** Header fields stay on one line whatever the visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function buildContactMail(contact: ContactData, supportEmail: string): MailMessage {
  const name = oneLine(contact.name);
  const subject = oneLine(contact.subject);
  const from = `${name} <${contact.email}>`;
  const text = [
    `Mensagem enviada pelo formulário de contato do site.`,
    '',
    `De: ${from}`,
    `Assunto: ${subject}`,
    '',
    contact.message,
  ].join('\n');
  const html = [
    '<p>Mensagem enviada pelo formulário de contato do site.</p>',
    `<p><strong>De:</strong> ${escapeHtml(from)}<br><strong>Assunto:</strong> ${escapeHtml(subject)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(contact.message)}</p>`,
  ].join('\n');
  return {
    to: supportEmail,
    subject: `Contato pelo site: ${subject}`,
    text,
    html,
    link: `mailto:${contact.email}`,
    replyTo: { name, address: contact.email },
  };
}
