/**
 * The pt-BR e-mails the auth service sends. Plain text and HTML carry the same link; the HTML
 * escapes everything it interpolates (a user's name is user input).
 */
import type { MailMessage } from './mail-message';
import { escapeHtml } from '@qrlink/core/html/escape-html';

export type AuthMailKind = 'signup' | 'recovery';

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const templates: Record<AuthMailKind, Template> = {
  signup: {
    subject: 'Confirme seu cadastro',
    intro: 'Obrigado por se cadastrar no QR Link! Para ativar sua conta, confirme seu e-mail:',
    action: 'Confirmar meu e-mail',
    outro: 'Se você não criou esta conta, ignore esta mensagem.',
  },
  recovery: {
    subject: 'Redefinição de senha',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta no QR Link:',
    action: 'Redefinir minha senha',
    outro: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
};

export function buildAuthMail(
  kind: AuthMailKind,
  to: string,
  link: string,
  fullName?: string,
): MailMessage {
  const { subject, intro, action, outro } = templates[kind];
  const greeting = fullName ? `Olá, ${fullName}!` : 'Olá!';
  const text = [greeting, '', intro, link, '', 'O link vale por 24 horas.', outro].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>O link vale por 24 horas.</p>',
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}
