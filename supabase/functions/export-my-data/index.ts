/**
 * Edge Function `export-my-data` (packages/server/src/functions/export-my-data/): 'Baixar meus
 * dados', every row of the signed-in user as a streamed ZIP, read as the user (RLS).
 *   SUPABASE_DB_URL  the project's database (Supabase sets it for every function)
 */
import { openDatabase } from '@qrlink/server/db/database';
import { exportMyDataFunction } from '@qrlink/server/functions/export-my-data/export-my-data-function';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('export-my-data', async (settings) =>
  exportMyDataFunction({
    db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
    identify: gatewayIdentity,
    log: logError('export-my-data'),
  }),
);
