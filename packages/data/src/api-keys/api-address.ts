// Where the REST API answers: /api/v1 on the backend this app talks to (the self-hosted server).
import { getBackendConfig } from '../client';

export async function apiAddress(): Promise<{ base: string; openApi: string }> {
  const { supabaseUrl } = await getBackendConfig();
  const base = `${supabaseUrl.replace(/\/+$/, '')}/api/v1`;
  return { base, openApi: `${base}/openapi.json` };
}
