/** The mail transport for production: any SMTP server given as a URL (smtp:// or smtps://). */
import nodemailer from 'nodemailer';
import type { Mailer } from './mail-message';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
  };
}
