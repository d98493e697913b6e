/**
 * The mailer of a function that sends e-mail (`contact`, `invite-member`), from its settings:
 *   SMTP_URL   smtp:// or smtps:// of the mail server (required on hosted Supabase)
 *   DATA_DIR   instead of SMTP_URL, for local runs: mails become files in DATA_DIR/outbox
 *   MAIL_FROM  sender, default 'QR Link <nao-responda@localhost>'
 */
import { DEFAULT_MAIL_FROM } from '@qrlink/server/config';
import { createMailer } from '@qrlink/server/mail/create-mailer';
import type { Mailer } from '@qrlink/server/mail/mail-message';
import type { Settings } from './serve-function.ts';

export function mailerFromSettings(settings: Settings): Mailer {
  const smtpUrl = settings.optional('SMTP_URL');
  const dataDir = settings.optional('DATA_DIR');
  if (!smtpUrl && !dataDir) settings.missing('SMTP_URL');
  return createMailer({
    smtpUrl,
    mailFrom: settings.optional('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    dataDir: dataDir ?? '',
    log: (line) => console.log(line),
  });
}
