import { z } from 'zod/mini';

// zod/mini keeps the validation off the landing page's critical path (same checks, smaller).
// Where the SPA finds its backend. Self-hosted: the server that served the SPA is the API, on
// whatever address the browser used (localhost, 127.0.0.1, a LAN address, a proxy), and
// GET /app-config.json adds the anon key and PUBLIC_URL. Hosted: the build bakes
// VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY in.
export const backendConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  /**
   * The address people reach the product at (PUBLIC_URL): printed in QR codes, short links and
   * e-mail links. Absent: the page's own origin.
   */
  publicUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /** The support address to show (SUPPORT_EMAIL self-hosted, VITE_SUPPORT_EMAIL hosted). */
  supportEmail: z.optional(z.email()),
  /** Whether paid plans can be bought (Mercado Pago configured on the server). */
  paymentsEnabled: z.optional(z.boolean()),
  /**
   * Where the REST API for developers answers: the `api` Edge Function on hosted Supabase.
   * Absent: `/api/v1` on the backend itself (the self-hosted server).
   */
  apiUrl: z.optional(z.url()),
});

export type BackendConfig = z.infer<typeof backendConfigSchema>;

/** What the self-hosted server's /app-config.json carries (the API is the page's own origin). */
const runtimeConfigSchema = z.object({
  supabaseAnonKey: z.string().check(z.minLength(1)),
  publicUrl: z.optional(z.url({ protocol: /^https?$/ })),
  supportEmail: z.optional(z.email()),
  paymentsEnabled: z.optional(z.boolean()),
});

export interface ViteEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_SUPPORT_EMAIL?: string;
  VITE_PUBLIC_URL?: string;
  /** 'true' when the hosted project has the checkout and webhook Edge Functions configured. */
  VITE_PAYMENTS_ENABLED?: string;
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
  // A missing or malformed optional address must not cost the app its backend.
  const supportEmail = z.email().safeParse(env?.VITE_SUPPORT_EMAIL?.trim());
  const publicUrl = z.url({ protocol: /^https?$/ }).safeParse(env?.VITE_PUBLIC_URL?.trim());
  return {
    ...parsed.data,
    apiUrl: `${parsed.data.supabaseUrl.replace(/\/+$/, '')}/functions/v1/api/v1`,
    ...(supportEmail.success ? { supportEmail: supportEmail.data } : {}),
    ...(publicUrl.success ? { publicUrl: publicUrl.data.replace(/\/+$/, '') } : {}),
    paymentsEnabled: env?.VITE_PAYMENTS_ENABLED?.trim() === 'true',
  };
}

/**
 * The runtime configuration of the self-hosted server that served this page: the API is
 * `origin` itself, so the app works at any address the server is reached by.
 */
export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  origin: string = window.location.origin,
): Promise<BackendConfig> {
  const response = await fetchImpl(`${origin}/app-config.json`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  const served = runtimeConfigSchema.parse(await response.json());
  return { supabaseUrl: origin, ...served };
}

/** Where QR codes, short links and e-mail links point: PUBLIC_URL, else the page's origin. */
export function publicOriginOf(config: BackendConfig, pageOrigin: string): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : pageOrigin;
}
