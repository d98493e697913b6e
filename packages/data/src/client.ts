import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchRuntimeConfig, readBuildTimeConfig, type BackendConfig } from './config';
import type { Database } from './database.types';

// The one place that builds the supabase-js client. Everything else in packages/data asks
// getSupabase(); nothing outside packages/data ever sees supabase-js. supabase-js is loaded
// on demand (its own chunk) so the landing page becomes interactive without it.

/** Typed by the schema generated from supabase/migrations (npm run db:types). */
export type Supabase = SupabaseClient<Database>;

let pending: Promise<Supabase> | null = null;
let configuration: Promise<BackendConfig> | null = null;

async function build(config: BackendConfig): Promise<Supabase> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // The app reads the e-mail link's #access_token itself (consume-auth-redirect.ts) so it
      // can tell a sign-up confirmation from a password recovery and toast accordingly.
      detectSessionInUrl: false,
      flowType: 'implicit',
    },
  });
}

/** The backend's configuration, read once from the build or from /app-config.json. */
export function getBackendConfig(): Promise<BackendConfig> {
  configuration ??= (async () => readBuildTimeConfig() ?? (await fetchRuntimeConfig()))();
  configuration.catch(() => {
    configuration = null;
  });
  return configuration;
}

/** The shared client, configured once from the build or from /app-config.json. */
export function getSupabase(): Promise<Supabase> {
  pending ??= getBackendConfig().then(build);
  // A failed configuration fetch is retried on the next call instead of being cached forever.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** Use an explicit configuration (desktop shell, tests) instead of discovering one. */
export function configureSupabase(config: BackendConfig): Promise<Supabase> {
  configuration = Promise.resolve(config);
  pending = build(config);
  return pending;
}
