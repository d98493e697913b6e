// Where the REST API answers: /api/v1 on the self-hosted server, the `api` Edge Function on
// hosted Supabase (the hosted build's configuration says so).
import { getBackendConfig } from '../client';

export async function apiAddress(): Promise<{ base: string; openApi: string }> {
  const { supabaseUrl, apiUrl } = await getBackendConfig();
  const base = apiUrl ?? `${supabaseUrl.replace(/\/+$/, '')}/api/v1`;
  return { base, openApi: `${base}/openapi.json` };
}
