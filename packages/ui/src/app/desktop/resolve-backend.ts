// From the remembered choice to the configuration supabase-js and the Platform use. The
// self-hosted server tells its anon key and PUBLIC_URL in /app-config.json; a hosted Supabase
// project is given both by the user.
import { fetchRuntimeConfig, publicOriginOf, type BackendConfig } from '@qrlink/data/config';
import type { BackendChoice } from '@/lib/platform/bridge-contract';

export interface ResolvedBackend {
  config: BackendConfig;
  /** Printed in QR codes and links: PUBLIC_URL, else the backend itself (never the page). */
  publicOrigin: string;
}

export async function resolveBackend(
  choice: BackendChoice,
  fetchImpl: typeof fetch = fetch,
): Promise<ResolvedBackend> {
  if (choice.kind === 'self-hosted') {
    const config = await fetchRuntimeConfig(fetchImpl, choice.serverUrl);
    return { config, publicOrigin: publicOriginOf(config, choice.serverUrl) };
  }
  const config: BackendConfig = {
    supabaseUrl: choice.supabaseUrl,
    supabaseAnonKey: choice.anonKey,
    publicUrl: choice.publicUrl,
  };
  return { config, publicOrigin: publicOriginOf(config, choice.supabaseUrl) };
}
