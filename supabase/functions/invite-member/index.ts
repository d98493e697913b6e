/**
 * Edge Function `invite-member` (packages/server/src/functions/invite-member/): 'Convidar' on the
 * 'Equipe' screen. The invitation is made as the caller (RLS and the database's checks), and its
 * link mailed to the invitee.
 *   SUPABASE_DB_URL  the project's database (Supabase sets it for every function)
 *   PUBLIC_URL       the app's address, where the invitation page is
 *   SMTP_URL         smtp:// or smtps:// of the mail server (required on hosted Supabase)
 *   DATA_DIR         instead of SMTP_URL, for local runs: mails become files in DATA_DIR/outbox
 *   MAIL_FROM        sender, default 'QR Link <nao-responda@localhost>'
 */
import { DEFAULT_MAIL_FROM } from '@qrlink/server/config';
import { openDatabase } from '@qrlink/server/db/database';
import { inviteMemberFunction } from '@qrlink/server/functions/invite-member/invite-member-function';
import { createMailer } from '@qrlink/server/mail/create-mailer';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('invite-member', async (settings) => {
  const smtpUrl = settings.optional('SMTP_URL');
  const dataDir = settings.optional('DATA_DIR');
  if (!smtpUrl && !dataDir) settings.missing('SMTP_URL');
  return inviteMemberFunction({
    db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
    identify: gatewayIdentity,
    mailer: createMailer({
      smtpUrl,
      mailFrom: settings.optional('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
      dataDir: dataDir ?? '',
      log: (line) => console.log(line),
    }),
    publicUrl: settings.required('PUBLIC_URL').replace(/\/+$/, ''),
    log: logError('invite-member'),
  });
});
