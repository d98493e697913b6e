import { z } from 'zod/mini';

// zod/mini keeps the validation off the landing page's critical path (same checks, smaller).
// Where the SPA finds its backend. Self-hosted: the server answers GET /app-config.json with its
// own origin. Hosted: the build bakes VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY in.
export const backendConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
});

export type BackendConfig = z.infer<typeof backendConfigSchema>;

interface ViteEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/** The build-time configuration, when the hosted build was given one. */
export function readBuildTimeConfig(): BackendConfig | null {
  // Written as `import.meta.env.X` so that Vite substitutes the values at build time.
  const env = (import.meta as ImportMeta & { env?: ViteEnv }).env;
  const parsed = backendConfigSchema.safeParse({
    supabaseUrl: env?.VITE_SUPABASE_URL,
    supabaseAnonKey: env?.VITE_SUPABASE_ANON_KEY,
  });
  return parsed.success ? parsed.data : null;
}

/** The runtime configuration served by the self-hosted server. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<BackendConfig> {
  const response = await fetchImpl('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  return backendConfigSchema.parse(await response.json());
}
