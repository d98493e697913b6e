/**
 * The self-hosted app (auth, storage, redirects, static, REST) on an ephemeral port over a
 * fresh database, plus a supabase-js client pointed at it, for the auth/storage/redirect
 * integration tests. Mail goes to a temp outbox the tests read like a user reads mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ServerConfig } from '@qrlink/server/config';
import type { Db } from '@qrlink/server/db/database';
import { signJwt } from '@qrlink/server/http/shared/jwt';
import type { DestinationCheckRound } from '@qrlink/server/screening/destination-checks';
import { createServerApp } from '@qrlink/server/start-server';
import { freshDatabase, type Engine } from '../support/databases';
import { freePort } from '../support/free-port';

export interface TestServer {
  url: string;
  db: Db;
  dataDir: string;
  anonKey: string;
  serviceKey: string;
  config: ServerConfig;
  /** Every route the app serves (method and path pattern). */
  routes: Array<{ method: string; url: string }>;
  client(): SupabaseClient;
  /**
   * An access token for a user, signed as /auth/v1 would sign it; aal 'aal2' for an admin, as
   * 'Exigir 2FA para administradores' (on by default) asks.
   */
  tokenFor(user: { id: string; email: string }, opts?: { aal?: 'aal1' | 'aal2' }): Promise<string>;
  /** Writes every redirect answered so far to the database (they are recorded in batches). */
  flushVisits(): Promise<void>;
  /** Sends the webhook deliveries due now (the server also does every few seconds). */
  deliverWebhooks(): Promise<number>;
  /** Runs the destination checks now (the server also does every minute). */
  checkDestinations(): Promise<DestinationCheckRound>;
  stop(): Promise<void>;
}

function testConfig(
  port: number,
  dataDir: string,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: url,
    siteUrl: url,
    redirectOrigins: [url],
    appHosts: ['127.0.0.1'],
    dnsResolver: undefined,
    smtpUrl: undefined,
    mailFrom: 'QR Link <nao-responda@localhost>',
    autoconfirm: false,
    authRateLimitPerMinute: 10_000,
    authMailIntervalSeconds: 0,
    // bcrypt's least cost: the suites sign up and sign in hundreds of times (auth-signup.test.ts
    // checks the default, GoTrue's 10).
    authPasswordHashCost: 4,
    supportEmail: 'suporte@qrlink.test',
    contactRateLimitPerHour: 10_000,
    anonRpcRateLimitPerMinute: 10_000,
    emailCheckRateLimitPerMinute: 10_000,
    apiKeyFailureRateLimitPerMinute: 10_000,
    adminEmail: undefined,
    adminPassword: undefined,
    trustProxy: false,
    geoIp: true,
    ipAddressStorage: 'full',
    webhookAllowLoopback: false,
    webhookWorker: true,
    mercadoPago: undefined,
    safeBrowsing: undefined,
    logLevel: 'silent',
    metricsToken: undefined,
    ...overrides,
  };
}

/** Starts the app over `db` (a fresh one when omitted; then stop() also closes it). */
export async function startTestServer(
  engine: Engine,
  overrides: Partial<ServerConfig> = {},
  shared?: { db: Db; webDistDir?: string },
): Promise<TestServer> {
  const db = shared?.db ?? (await freshDatabase(engine));
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-test-'));
  const port = await freePort();
  const config = testConfig(port, dataDir, overrides);
  const { app, keys, redirects, deliverWebhooks, checkDestinations } = await createServerApp({
    db,
    config,
    logger: false,
    webDistDir: shared?.webDistDir,
  });
  const routes: TestServer['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: config.publicUrl,
    db,
    dataDir,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    config,
    routes,
    client: () =>
      createClient(config.publicUrl, keys.anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    tokenFor: (user, opts = {}) =>
      signJwt(
        {
          sub: user.id,
          email: user.email,
          role: 'authenticated',
          aud: 'authenticated',
          aal: opts.aal ?? 'aal1',
        },
        config.jwtSecret,
        { expiresInSeconds: 3600 },
      ),
    flushVisits: () => redirects.flush(),
    deliverWebhooks,
    checkDestinations,
    async stop() {
      await app.close();
      if (!shared) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The session parameters an e-mail link put in the redirect's fragment. */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}
