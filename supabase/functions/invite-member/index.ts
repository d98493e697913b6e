/**
 * Edge Function `invite-member` (packages/server/src/functions/invite-member/): 'Convidar' on the
 * 'Equipe' screen. The invitation is made as the caller (RLS and the database's checks), and its
 * link mailed to the invitee.
 *   SUPABASE_DB_URL  the project's database (Supabase sets it for every function)
 *   PUBLIC_URL       the app's address, where the invitation page is
 *   SMTP_URL, DATA_DIR, MAIL_FROM  the mailer (_shared/mail-settings.ts)
 */
import { openDatabase } from '@qrlink/server/db/database';
import { inviteMemberFunction } from '@qrlink/server/functions/invite-member/invite-member-function';
import { mailerFromSettings } from '../_shared/mail-settings.ts';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('invite-member', async (settings) =>
  inviteMemberFunction({
    db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
    identify: gatewayIdentity,
    mailer: mailerFromSettings(settings),
    publicUrl: settings.required('PUBLIC_URL').replace(/\/+$/, ''),
    log: logError('invite-member'),
  }),
);
