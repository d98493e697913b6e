/**
 * The self-hosted server in one call: database (PGlite in DATA_DIR, or DATABASE_URL), schema
 * migrations (+ seed on a fresh database), the first admin, and one Fastify app serving
 * /auth/v1, /rest/v1, /storage/v1, the redirects and the SPA on one port.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { newClusterFor } from './db/new-cluster';
import { SERVER_PGLITE_SETTINGS } from './db/server-pglite-settings';
import { migrate } from './db/migrate';
import { createApp } from './http/app';
import { registerApiRoutes } from './http/api-v1/register-api-routes';
import { registerContactFunction } from './http/functions/contact';
import { registerExportFunction } from './http/functions/export-my-data';
import { registerInviteMemberFunction } from './http/functions/invite-member';
import { registerVerifyDomainFunction } from './http/functions/verify-domain';
import { createAccessTokenSigner } from './http/auth/access-token-signer';
import { ensureFirstAdmin } from './http/auth/ensure-first-admin';
import { registerAuthRoutes } from './http/auth/register-auth-routes';
import { registerPaymentRoutes } from './http/payments/register-payment-routes';
import { fastRedirect } from './http/redirects/fast-redirect';
import { withHostRouting } from './http/domains/own-domain-requests';
import { registerTlsCheckRoute } from './http/domains/tls-check-route';
import { registerMetricsRoute } from './http/metrics/register-metrics-route';
import { ServerMetrics } from './metrics/server-metrics';
import { registerRedirectRoutes } from './http/redirects/register-redirect-routes';
import { deriveApiKeys, type ApiKeys } from './http/shared/jwt';
import { registerPageRoutes } from './http/pages/register-page-routes';
import { registerStaticRoutes } from './http/static/register-static-routes';
import { startPageService } from './pages/page-service';
import { batchedPageVisits } from './pages/page-visits';
import { openGeoIp } from './redirects/geo-ip';
import { registerStorageRoutes } from './http/storage/register-storage-routes';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mail-message';
import { startPlanExpiry } from './payments/plan-expiry';
import { startVisitLogUpkeep } from './redirects/visit-log-upkeep';
import { startRedirectService, type RedirectService } from './redirects/redirect-service';
import { startDestinationChecks, type DestinationCheckRound } from './screening/destination-checks';
import { deliverDueWebhooks, startWebhookWorker } from './webhooks/webhook-worker';
import type { WebhookWorkerOptions } from './webhooks/webhook-worker';
import { registerCheckDestinationsFunction } from './http/functions/check-destinations';
import { registerDeliverWebhooksFunction } from './http/functions/deliver-webhooks';

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

export interface ServerAppOptions {
  db: Db;
  config: ServerConfig;
  /** Defaults to SMTP or the outbox, per config. */
  mailer?: Mailer;
  webDistDir?: string | undefined;
  /** false silences the request log (tests). */
  logger?: boolean;
}

/**
 * The app with every route of the self-hosted stack, not yet listening. Closing the app also
 * stops the redirect service (every answered visit is written first).
 */
export async function createServerApp(options: ServerAppOptions): Promise<{
  app: FastifyInstance;
  keys: ApiKeys;
  redirects: RedirectService;
  /** Sends the webhook deliveries due now (tests; the worker does it every few seconds). */
  deliverWebhooks: () => Promise<number>;
  /** Runs the destination checks now (tests; the server does it every minute). */
  checkDestinations: () => Promise<DestinationCheckRound>;
}> {
  const { db, config } = options;
  const started: { app?: FastifyInstance } = {};
  // GET /metrics's figures, when METRICS_TOKEN asks for them (made once the redirects exist).
  let metrics: ServerMetrics | undefined;
  const redirects = await startRedirectService({
    db,
    journalDir: join(config.dataDir, 'journal'),
    geoIp: config.geoIp,
    ipAddressStorage: config.ipAddressStorage,
    secret: config.jwtSecret,
    // The replay of an earlier run's journal is reported before the app (and its log) exists.
    log: (line, error) =>
      started.app ? started.app.log.warn({ err: error }, line) : console.warn(`[qrlink] ${line}`),
    recorder: { onBatchWritten: (visits, seconds) => metrics?.visitBatchWritten(visits, seconds) },
  });
  const pages = await startPageService(db, (line, error) =>
    started.app ? started.app.log.warn({ err: error }, line) : console.warn(`[qrlink] ${line}`),
  );
  const pageVisits = batchedPageVisits(db, {
    secret: config.jwtSecret,
    // The same database the redirects opened (read once per process).
    locate: config.geoIp ? await openGeoIp() : undefined,
    log: (line, error) => started.app?.log.warn({ err: error }, line),
  });
  if (config.metricsToken) metrics = new ServerMetrics({ db, redirects: () => redirects.stats() });
  const keys = await deriveApiKeys(config.jwtSecret);
  const webDistDir = options.webDistDir;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      // Called only once requests flow, after `app` below exists.
      log: (line) => app.log.info(line),
    });
  const webhookOptions: WebhookWorkerOptions = {
    allowLoopback: config.webhookAllowLoopback,
    // Called only once requests flow, after `app` below exists.
    log: {
      warn: (details, message) => app.log.warn(details, message),
      error: (details, message) => app.log.error(details, message),
    },
  };
  const deliverWebhooks = () => deliverDueWebhooks(db, webhookOptions);
  const app = createApp({
    db,
    jwtSecret: config.jwtSecret,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    publicUrl: config.publicUrl,
    webDistDir,
    logger: options.logger ?? true,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    rpcRateLimit: {
      anonPerMinute: config.anonRpcRateLimitPerMinute,
      emailCheckPerMinute: config.emailCheckRateLimitPerMinute,
    },
    // Own domains first (by Host), then the redirect hot path, then Fastify.
    fastPath: withHostRouting(
      {
        appHosts: new Set(config.appHosts),
        redirects,
        trustProxy: config.trustProxy,
        publicUrl: config.publicUrl,
        log: (line, error) => app.log.warn({ err: error }, line),
      },
      fastRedirect(redirects, config.trustProxy, metrics),
    ),
    onAnswered: metrics?.httpAnswered.bind(metrics),
    extraRoutes: [
      (scope) =>
        registerAuthRoutes(scope, {
          db,
          mailer,
          tokens: createAccessTokenSigner(config.jwtSecret),
          log: scope.log,
          options: {
            publicUrl: config.publicUrl,
            siteUrl: config.siteUrl,
            redirectOrigins: config.redirectOrigins,
            autoconfirm: config.autoconfirm,
            mailIntervalSeconds: config.authMailIntervalSeconds,
            rateLimitPerMinute: config.authRateLimitPerMinute,
            passwordHashCost: config.authPasswordHashCost,
          },
        }),
      (scope) =>
        registerStorageRoutes(scope, {
          db,
          jwtSecret: config.jwtSecret,
          trustProxy: config.trustProxy,
        }),
      (scope) =>
        registerContactFunction(scope, {
          mailer,
          jwtSecret: config.jwtSecret,
          supportEmail: config.supportEmail,
          ratePerHour: config.contactRateLimitPerHour,
        }),
      (scope) =>
        registerRedirectRoutes(scope, {
          redirects,
          trustProxy: config.trustProxy,
          webDistDir,
          jwtSecret: config.jwtSecret,
          publicUrl: config.publicUrl,
          metrics,
        }),
      (scope) =>
        registerPageRoutes(scope, {
          pages,
          publicUrl: config.publicUrl,
          visits: pageVisits,
          trustProxy: config.trustProxy,
        }),
      (scope) => registerTlsCheckRoute(scope, { domains: redirects.domains }),
      (scope) =>
        registerMetricsRoute(
          scope,
          config.metricsToken && metrics ? { token: config.metricsToken, metrics } : undefined,
        ),
      (scope) =>
        registerPaymentRoutes(scope, {
          db,
          mercadoPago: config.mercadoPago,
          jwtSecret: config.jwtSecret,
          publicUrl: config.publicUrl,
        }),
      (scope) =>
        registerApiRoutes(scope, {
          db,
          publicUrl: config.publicUrl,
          failedKeyLookupsPerMinute: config.apiKeyFailureRateLimitPerMinute,
        }),
      (scope) => registerExportFunction(scope, { db, jwtSecret: config.jwtSecret }),
      (scope) =>
        registerInviteMemberFunction(scope, {
          db,
          mailer,
          jwtSecret: config.jwtSecret,
          publicUrl: config.publicUrl,
        }),
      (scope) =>
        registerVerifyDomainFunction(scope, {
          db,
          jwtSecret: config.jwtSecret,
          dnsResolver: config.dnsResolver,
        }),
      (scope) =>
        registerDeliverWebhooksFunction(scope, {
          jwtSecret: config.jwtSecret,
          deliverDue: deliverWebhooks,
        }),
      (scope) =>
        registerCheckDestinationsFunction(scope, {
          db,
          jwtSecret: config.jwtSecret,
          safeBrowsing: config.safeBrowsing,
        }),
      (scope) =>
        registerStaticRoutes(scope, {
          webDistDir,
          publicUrl: config.publicUrl,
          anonKey: keys.anonKey,
          supportEmail: config.supportEmail,
          paymentsEnabled: config.mercadoPago !== undefined,
        }),
    ],
  });
  started.app = app;
  app.addHook('onClose', () => redirects.stop());
  app.addHook('onClose', () => pages.stop());
  app.addHook('onClose', () => pageVisits.stop());
  const stopPlanExpiry = startPlanExpiry(db, app.log);
  app.addHook('onClose', stopPlanExpiry);
  app.addHook('onClose', startVisitLogUpkeep(db, app.log));
  const destinationChecks = startDestinationChecks(db, app.log, {
    safeBrowsing: config.safeBrowsing,
  });
  app.addHook('onClose', destinationChecks.stop);
  if (config.webhookWorker) app.addHook('onClose', startWebhookWorker(db, webhookOptions));
  return { app, keys, redirects, deliverWebhooks, checkDestinations: destinationChecks.runNow };
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  keys: ApiKeys;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  webDistDir?: string | undefined;
  /**
   * The database, already open (the end-to-end servers start from a migrated template); by
   * default DATABASE_URL's, or PGlite in DATA_DIR. It is migrated all the same, and closed on stop.
   */
  db?: Db;
  /** Runs after migrations, before listening (the demo fills the database here). */
  beforeListen?: (db: Db) => Promise<void>;
  print?: (line: string) => void;
}

export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const print = options.print ?? ((line: string) => console.log(line));
  const pgliteDir = join(config.dataDir, 'pglite');
  const open = async () =>
    openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : {
            dataDir: pgliteDir,
            thread: true,
            pgliteSettings: SERVER_PGLITE_SETTINGS,
            // A first start unpacks a new cluster instead of running initdb (db/new-cluster.ts).
            ...(await newClusterFor(pgliteDir)),
          },
    );
  let db = options.db ?? (await open());
  try {
    const { applied } = await migrate(db, { seed: true });
    if (!options.db && db.engine === 'pglite' && applied.length > 0) {
      // PGlite's WebAssembly memory only grows: initdb and the migrations leave about 130 MB in
      // the database's thread that serving never uses. A new thread on the same data starts
      // without it; one more start (about a second), only when migrations ran.
      await db.close();
      db = await open();
    }
    const admin = await ensureFirstAdmin(db, {
      email: config.adminEmail,
      password: config.adminPassword,
      passwordHashCost: config.authPasswordHashCost,
    });
    if (admin?.password) {
      print(
        `Administrador criado: ${admin.email} / senha: ${admin.password} (guarde agora: não será mostrada de novo)`,
      );
    } else if (admin) {
      print(`Conta ${admin.email} promovida a administrador.`);
    }
    await options.beforeListen?.(db);
    const webDistDir = options.webDistDir ?? DEFAULT_WEB_DIST_DIR;
    const { app, keys } = await createServerApp({ db, config, webDistDir });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    print(
      `QR Link rodando em ${url} (banco: ${db.engine}, dados: ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`,
    );
    return {
      app,
      db,
      url,
      keys,
      async stop() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
