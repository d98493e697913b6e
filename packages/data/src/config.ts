import { z } from 'zod/mini';

// zod/mini keeps the validation off the landing page's critical path (same checks, smaller).
// Where the SPA finds its backend. Self-hosted: the server answers GET /app-config.json with its
// own origin. Hosted: the build bakes VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY in.
export const backendConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  /** The support address to show (SUPPORT_EMAIL self-hosted, VITE_SUPPORT_EMAIL hosted). */
  supportEmail: z.optional(z.email()),
});

export type BackendConfig = z.infer<typeof backendConfigSchema>;

export interface ViteEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_SUPPORT_EMAIL?: string;
}

/** The build-time configuration, when the hosted build was given one (tests pass `env`). */
export function readBuildTimeConfig(
  // Written as `import.meta.env` so that Vite substitutes the values at build time.
  env: ViteEnv | undefined = (import.meta as ImportMeta & { env?: ViteEnv }).env,
): BackendConfig | null {
  const parsed = backendConfigSchema.safeParse({
    supabaseUrl: env?.VITE_SUPABASE_URL,
    supabaseAnonKey: env?.VITE_SUPABASE_ANON_KEY,
  });
  if (!parsed.success) return null;
  // A missing or malformed support address must not cost the app its backend.
  const supportEmail = z.email().safeParse(env?.VITE_SUPPORT_EMAIL?.trim());
  return supportEmail.success ? { ...parsed.data, supportEmail: supportEmail.data } : parsed.data;
}

/** The runtime configuration served by the self-hosted server. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<BackendConfig> {
  const response = await fetchImpl('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  return backendConfigSchema.parse(await response.json());
}
