/**
 * The server functions' two runtimes, for suites that run once against each
 * (docs/architecture.md, "Server functions"): the self-hosted server's own routes, and the Edge
 * Functions of supabase/functions under Deno (`npm run functions:serve`) in front of that same
 * server, which stands in for the Supabase project (its API, its keys, its JWT secret, and its
 * database on PostgreSQL, which the functions reach as SUPABASE_DB_URL). Either way the caller
 * is supabase-js, whose `functions.invoke` reaches `<url>/functions/v1/<name>`.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ServerConfig } from '@qrlink/server/config';
import { freshPostgres, type Engine } from '../support/databases';
import { startDenoFunctions } from '../support/deno-functions';
import { startTestServer, type TestServer } from './auth-test-server';

export type FunctionTarget = 'self-hosted' | 'deno';
export const FUNCTION_TARGETS: FunctionTarget[] = ['self-hosted', 'deno'];

/**
 * The runs of a suite that also covers both engines: the self-hosted server on each, and the
 * Edge Functions on PostgreSQL (a Supabase project's database).
 */
export const TARGETS_AND_ENGINES: Array<[FunctionTarget, Engine]> = [
  ['self-hosted', 'pglite'],
  ['self-hosted', 'postgres'],
  ['deno', 'postgres'],
];

export interface FunctionsUnderTest {
  /** The stack the functions work against (its outbox holds their mails). */
  server: TestServer;
  /** Where `/functions/v1/<name>` is served. */
  functionsUrl: string;
  /** Where the REST API answers (the server's /api/v1, or the `api` function's). */
  apiUrl: string;
  /** Where Mercado Pago's notifications go (the server's own address, or a function). */
  paymentWebhookUrl: string;
  /** supabase-js with the anon key, its functions at `functionsUrl`. */
  client(): SupabaseClient;
  /**
   * Another instance of the functions over the same stack and database (its own in-memory
   * counts), with other settings; at `functionsUrl` of the answer.
   */
  sibling(overrides: FunctionOverrides): Promise<Sibling>;
  stop(): Promise<void>;
}

export type Sibling = Pick<FunctionsUnderTest, 'functionsUrl' | 'apiUrl' | 'stop'>;

/** Settings of the functions that tests change, in the server's words. */
export type FunctionOverrides = Pick<
  Partial<ServerConfig>,
  | 'contactRateLimitPerHour'
  | 'mercadoPago'
  | 'webhookAllowLoopback'
  | 'apiKeyFailureRateLimitPerMinute'
  | 'safeBrowsing'
  | 'dnsResolver'
> & {
  /** The self-hosted server's engine (default PGlite); the Edge Functions run on PostgreSQL. */
  engine?: Engine;
  /** Deno only: variables the functions are started without (a deployment that lacks them). */
  unset?: string[];
};

/** The variables of the functions for `server`: a Supabase project's, and ours. */
function functionEnv(
  server: TestServer,
  databaseUrl: string,
  overrides: FunctionOverrides,
): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: server.serviceKey,
    SUPABASE_JWT_SECRET: server.config.jwtSecret,
    SUPABASE_DB_URL: databaseUrl,
    DATA_DIR: server.dataDir,
    SUPPORT_EMAIL: server.config.supportEmail,
    CONTACT_RATE_LIMIT_PER_HOUR: String(
      overrides.contactRateLimitPerHour ?? server.config.contactRateLimitPerHour,
    ),
    PUBLIC_URL: server.config.publicUrl,
    WEBHOOK_ALLOW_LOOPBACK: String(overrides.webhookAllowLoopback ?? false),
    API_KEY_FAILURE_RATE_LIMIT_PER_MINUTE: String(
      overrides.apiKeyFailureRateLimitPerMinute ?? server.config.apiKeyFailureRateLimitPerMinute,
    ),
    VISITOR_KEY_SECRET: server.config.jwtSecret,
    // The self-hosted server signs checkout references with its JWT secret.
    PAYMENT_REFERENCE_SECRET: server.config.jwtSecret,
    ...(overrides.dnsResolver ? { DNS_RESOLVER: overrides.dnsResolver } : {}),
    ...(overrides.safeBrowsing
      ? {
          SAFE_BROWSING_API_KEY: overrides.safeBrowsing.apiKey,
          SAFE_BROWSING_API_URL: overrides.safeBrowsing.apiUrl,
        }
      : {}),
    ...(overrides.mercadoPago
      ? {
          MERCADOPAGO_ACCESS_TOKEN: overrides.mercadoPago.accessToken,
          MERCADOPAGO_WEBHOOK_SECRET: overrides.mercadoPago.webhookSecret,
          MERCADOPAGO_API_URL: overrides.mercadoPago.apiUrl,
        }
      : {}),
  };
  for (const name of overrides.unset ?? []) delete env[name];
  return env;
}

export async function startFunctions(
  target: FunctionTarget,
  overrides: FunctionOverrides = {},
): Promise<FunctionsUnderTest> {
  if (target === 'self-hosted') {
    const { engine = 'pglite', unset: _unset, ...config } = overrides;
    // The outbox is sent by the deliver-webhooks function only, as on a hosted project.
    const server = await startTestServer(engine, { ...config, webhookWorker: false });
    return {
      server,
      functionsUrl: `${server.url}/functions/v1`,
      apiUrl: `${server.url}/api/v1`,
      paymentWebhookUrl: `${server.url}/api/payments/mercadopago`,
      client: server.client,
      async sibling({ engine: _engine, unset: _unset, ...other }) {
        // Same stack: the same JWT secret, so the same keys and tokens are good at both.
        const twin = await startTestServer(
          engine,
          { ...config, ...other, webhookWorker: false, jwtSecret: server.config.jwtSecret },
          { db: server.db },
        );
        return {
          functionsUrl: `${twin.url}/functions/v1`,
          apiUrl: `${twin.url}/api/v1`,
          stop: twin.stop,
        };
      },
      stop: server.stop,
    };
  }
  // The project's database: a PostgreSQL database the functions reach by its URL.
  const { db, url: databaseUrl } = await freshPostgres();
  // Supabase stand-in: no webhook sender of its own (the deliver-webhooks function is it).
  const server = await startTestServer('postgres', { webhookWorker: false }, { db });
  const closeStack = async () => {
    await server.stop();
    await db.close();
  };
  const deno = await startDenoFunctions(functionEnv(server, databaseUrl, overrides)).catch(
    async (error) => {
      await closeStack();
      throw error;
    },
  );
  return {
    server,
    functionsUrl: `${deno.url}/functions/v1`,
    apiUrl: `${deno.url}/functions/v1/api/v1`,
    paymentWebhookUrl: `${deno.url}/functions/v1/mercadopago-webhook`,
    client: () =>
      createClient(deno.url, server.anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    async sibling(other) {
      const twin = await startDenoFunctions(
        functionEnv(server, databaseUrl, { ...overrides, ...other }),
      );
      return {
        functionsUrl: `${twin.url}/functions/v1`,
        apiUrl: `${twin.url}/functions/v1/api/v1`,
        stop: twin.stop,
      };
    },
    async stop() {
      await deno.stop();
      await closeStack();
    },
  };
}
