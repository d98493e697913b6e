/**
 * Edge Function `page` (packages/server/src/functions/page/): a published page's HTML at
 * GET .../page/{slug}, where the static host's rules send /p/* (hosting/). Visitors carry no
 * key, so the gateway lets every call through (`verify_jwt = false`).
 *   SUPABASE_DB_URL   the project's database (Supabase sets it)
 *   PUBLIC_URL        the app's address: the pages' own address in their preview tags
 *   VISITOR_KEY_SECRET keys the daily visitor key of the analytics (the redirect function's)
 * Supabase serves HTML from a function only on a custom domain (on *.supabase.co it rewrites
 * text/html to text/plain): docs/deploy-supabase.md, "Pages", says how each static host
 * answers it as a page.
 */
import { openDatabase } from '@qrlink/server/db/database';
import { pageFunction } from '@qrlink/server/functions/page/page-function';
import { loadPublishedPage } from '@qrlink/server/pages/load-published-page';
import { directPageVisits } from '@qrlink/server/pages/page-visits';
import { logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('page', async (settings) => {
  const appUrl = settings.required('PUBLIC_URL').replace(/\/+$/, '');
  const db = await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') });
  const log = logError('page');
  return pageFunction({
    load: (slug) => loadPublishedPage(db, slug, log),
    appUrl,
    // Each visit written before the answer: a hosted function keeps nothing between requests.
    visits: directPageVisits(db, { secret: settings.required('VISITOR_KEY_SECRET') }),
    // No proxy country header on Supabase: country and city stay empty.
    trustProxy: false,
    log,
  });
});
