/** SMTP when the server is configured with SMTP_URL, otherwise the local outbox. */
import type { Mailer } from './mail-message';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailerOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.mailFrom);
  return createOutboxMailer(options.dataDir, options.log);
}
