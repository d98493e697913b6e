/**
 * Edge Function `contact` (packages/server/src/functions/contact/contact-function.ts): the
 * contact form's messages, mailed to SUPPORT_EMAIL.
 *   SMTP_URL, DATA_DIR, MAIL_FROM  the mailer (_shared/mail-settings.ts)
 *   SUPPORT_EMAIL   where messages go, default the product's support address
 *   CONTACT_RATE_LIMIT_PER_HOUR  messages per IP per hour, default 5
 */
import { DEFAULT_SUPPORT_EMAIL } from '@qrlink/core/constants';
import { contactFunction } from '@qrlink/server/functions/contact/contact-function';
import { mailerFromSettings } from '../_shared/mail-settings.ts';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('contact', (settings) =>
  contactFunction({
    identify: gatewayIdentity,
    mailer: mailerFromSettings(settings),
    supportEmail: settings.optional('SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL,
    ratePerHour: settings.number('CONTACT_RATE_LIMIT_PER_HOUR', 5),
    log: logError('contact'),
  }),
);
