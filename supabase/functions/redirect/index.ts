/**
 * Edge Function `redirect` (packages/server/src/functions/redirect/): a printed code's 302 on a
 * hosted deployment (GET .../redirect/qr/{id} and .../redirect/s/{code}, where the static host's
 * rewrites send /qr/* and /s/*: hosting/), and what the SPA's /qr/:qrId and /s/:shortCode pages
 * call. Each call reads its code and writes its visit before answering
 * (packages/server/src/redirects/direct-redirects.ts). Scans carry no key, so the gateway lets
 * every call through (`verify_jwt = false`) and the POST checks its caller's key itself.
 *   SUPABASE_DB_URL      the project's database (Supabase sets it)
 *   PUBLIC_URL           the app's address, whose /qr and /s pages explain a refused scan
 *   VISITOR_KEY_SECRET   keys the daily visitor key of the analytics (any long random text)
 *   IP_ADDRESS_STORAGE   full (default), truncated or none, as on the self-hosted server
 */
import { openDatabase } from '@qrlink/server/db/database';
import { redirectFunction } from '@qrlink/server/functions/redirect/redirect-function';
import { directRedirects } from '@qrlink/server/redirects/direct-redirects';
import type { IpAddressStorage } from '@qrlink/server/redirects/visitor-privacy';
import { logError, projectKeyIdentity, serveFunction } from '../_shared/serve-function.ts';

const STORAGE: readonly IpAddressStorage[] = ['full', 'truncated', 'none'];

serveFunction('redirect', async (settings) => {
  const storage = settings.optional('IP_ADDRESS_STORAGE') ?? 'full';
  if (!STORAGE.includes(storage as IpAddressStorage)) settings.missing('IP_ADDRESS_STORAGE');
  const appUrl = settings.required('PUBLIC_URL').replace(/\/+$/, '');
  const log = logError('redirect');
  return redirectFunction({
    identify: projectKeyIdentity,
    redirects: directRedirects({
      db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
      ipAddressStorage: storage as IpAddressStorage,
      secret: settings.required('VISITOR_KEY_SECRET'),
      log,
    }),
    // No proxy country header on Supabase: country and city stay empty.
    trustProxy: false,
    appUrl,
    log,
  });
});
