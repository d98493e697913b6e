/**
 * Edge Function `check-destinations` (packages/server/src/functions/safe-browsing/): looks the
 * codes' destinations up in Google Safe Browsing on a hosted deployment, called every minute by
 * pg_cron through pg_net with the service-role key (migration
 * 20261128090000_safe_browsing_schedule.sql; the project's address and that key come from Vault,
 * see docs/deploy-supabase.md).
 *   SUPABASE_DB_URL          the project's database (Supabase sets it)
 *   SAFE_BROWSING_API_KEY    a Google Cloud API key with the Safe Browsing API (unset: nothing is
 *                            looked up, the function answers {safeBrowsing: 'off'})
 *   SAFE_BROWSING_API_URL    default https://safebrowsing.googleapis.com (tests: a stand-in)
 */
import { DEFAULT_SAFE_BROWSING_API_URL } from '@qrlink/server/config';
import { openDatabase } from '@qrlink/server/db/database';
import { checkDestinationsFunction } from '@qrlink/server/functions/safe-browsing/check-destinations-function';
import { checkDestinationsWithSafeBrowsing } from '@qrlink/server/functions/safe-browsing/safe-browsing';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('check-destinations', async (settings) => {
  const databaseUrl = settings.required('SUPABASE_DB_URL');
  const apiKey = settings.optional('SAFE_BROWSING_API_KEY');
  const apiUrl = (
    settings.optional('SAFE_BROWSING_API_URL') ?? DEFAULT_SAFE_BROWSING_API_URL
  ).replace(/\/+$/, '');
  const db = await openDatabase({ databaseUrl });
  return checkDestinationsFunction({
    identify: gatewayIdentity,
    checkRound: apiKey
      ? (roundSize) => checkDestinationsWithSafeBrowsing(db, { apiKey, apiUrl }, roundSize)
      : undefined,
    log: logError('check-destinations'),
  });
});
