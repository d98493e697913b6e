/**
 * Edge Function `contact` (packages/server/src/functions/contact/contact-function.ts): the
 * contact form's messages, mailed to SUPPORT_EMAIL.
 *   SMTP_URL        smtp:// or smtps:// of the mail server (required on hosted Supabase)
 *   DATA_DIR        instead of SMTP_URL, for local runs: mails become files in DATA_DIR/outbox
 *   MAIL_FROM       sender, default 'QR Link <nao-responda@localhost>'
 *   SUPPORT_EMAIL   where messages go, default the product's support address
 *   CONTACT_RATE_LIMIT_PER_HOUR  messages per IP per hour, default 5
 */
import { DEFAULT_SUPPORT_EMAIL } from '@qrlink/core/constants';
import { DEFAULT_MAIL_FROM } from '@qrlink/server/config';
import { contactFunction } from '@qrlink/server/functions/contact/contact-function';
import { createMailer } from '@qrlink/server/mail/create-mailer';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('contact', (settings) => {
  const smtpUrl = settings.optional('SMTP_URL');
  const dataDir = settings.optional('DATA_DIR');
  if (!smtpUrl && !dataDir) settings.missing('SMTP_URL');
  return contactFunction({
    identify: gatewayIdentity,
    mailer: createMailer({
      smtpUrl,
      mailFrom: settings.optional('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
      dataDir: dataDir ?? '',
      log: (line) => console.log(line),
    }),
    supportEmail: settings.optional('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL,
    ratePerHour: settings.number('CONTACT_RATE_LIMIT_PER_HOUR', 5),
    log: logError('contact'),
  });
});
