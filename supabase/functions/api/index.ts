/**
 * Edge Function `api` (packages/server/src/functions/api/): the REST API for developers at
 * `https://<project-ref>.supabase.co/functions/v1/api/v1/...`, with its OpenAPI document at
 * `.../api/v1/openapi.json`. Callers send their API key (qrl_...), not a Supabase JWT, so the
 * gateway lets every call through (`verify_jwt = false`) and the function checks the key. Limits
 * per key and per address count per function instance.
 *   SUPABASE_DB_URL   the project's database (Supabase sets it)
 *   SUPABASE_URL      the project's address, where the API answers (Supabase sets it)
 *   PUBLIC_URL        the app's address, in the links the answers carry
 *   API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE  lookups of unknown keys per address, default 30
 */
import { openDatabase } from '@qrlink/server/db/database';
import { apiFunction } from '@qrlink/server/functions/api/api-function';
import { logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('api', async (settings) => {
  const databaseUrl = settings.required('SUPABASE_DB_URL');
  const projectUrl = settings.required('SUPABASE_URL').replace(/\/+$/, '');
  const publicUrl = settings.required('PUBLIC_URL').replace(/\/+$/, '');
  return apiFunction({
    db: await openDatabase({ databaseUrl }),
    publicUrl,
    apiUrl: `${projectUrl}/functions/v1/api/v1`,
    failedKeyLookupsPerMinute: settings.number('API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE', 30),
    log: logError('api'),
  });
});
