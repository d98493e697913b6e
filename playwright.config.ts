// End-to-end tests against the real self-hosted server (PGlite in a fresh temporary data
// directory, on a free port) with Debian's Chromium. Never `npx playwright install`.
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eAdmin } from './tests/e2e/support/admin';
import { e2eMercadoPago } from './tests/e2e/support/mercadopago';
import { CHROMIUM_PATH, E2E_CHROMIUM_ARGS } from './tests/e2e/support/chromium';

const E2E_PREFIX = 'qrlink-e2e-';

/**
 * The Node the servers run on: the machine's, which users run (`npm start`), also when the test
 * runner itself runs on the active LTS (.ci/test runs it there through .ci/node-lts.sh, which
 * names the machine's Node in QRLINK_MACHINE_NODE).
 */
const SERVER_NODE = process.env.QRLINK_MACHINE_NODE || 'node';

/**
 * The servers' programs run bundled, as `npm start` runs the server (scripts/server-bundle.mjs):
 * no tsx compiling some 200 modules in each of the three at once while every core is busy.
 */
const BUNDLED = `${SERVER_NODE} scripts/server-bundle.mjs`;

/** Remove what runs older than an hour left in the temp folder (data, web build, results). */
function removeStaleRunFolders() {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(E2E_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

// The config is evaluated by the runner and again by each worker: the first evaluation picks
// the port and data directory and leaves them in the environment the workers inherit.
if (!process.env.QRLINK_E2E_PORT) {
  removeStaleRunFolders();
  const freePort = () =>
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString();
  process.env.QRLINK_E2E_PORT = freePort();
  // The stand-in for Mercado Pago's API that the e2e server talks to (see payments.spec.ts).
  process.env.QRLINK_E2E_MP_PORT = freePort();
  // The hosted deployment of the `hosted` project (tests/e2e/support/start-hosted-e2e.ts): its
  // static host, its project address and its own Mercado Pago stand-in.
  process.env.QRLINK_E2E_HOSTED_PORT = freePort();
  process.env.QRLINK_E2E_HOSTED_GATEWAY_PORT = freePort();
  process.env.QRLINK_E2E_HOSTED_MP_PORT = freePort();
  process.env.QRLINK_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), E2E_PREFIX));
  process.env.QRLINK_E2E_HOSTED_DATA_DIR = `${process.env.QRLINK_E2E_DATA_DIR}-hosted`;
  // The server of the specs that change what every visitor sees (SITE_WIDE_SPECS).
  process.env.QRLINK_E2E_SITE_PORT = freePort();
  process.env.QRLINK_E2E_SITE_MP_PORT = freePort();
  process.env.QRLINK_E2E_SITE_DATA_DIR = `${process.env.QRLINK_E2E_DATA_DIR}-site`;
}
const baseURL = `http://localhost:${process.env.QRLINK_E2E_PORT}`;
const siteWideURL = `http://localhost:${process.env.QRLINK_E2E_SITE_PORT}`;

/**
 * Specs that change what every visitor sees (maintenance mode, closed registrations, the plans,
 * the last admin): they run one at a time against a server of their own, beside the others
 * (tests/e2e/support/server.ts gives each spec its project's server).
 */
const SITE_WIDE_SPECS = ['admin.spec.ts', 'maintenance.spec.ts'];
/**
 * Lighthouse times the page's tasks on this machine and simulates a phone from them: it runs
 * last, one page at a time, with nothing else on the machine's two cores, as its own
 * documentation asks of a measurement. Beside the other specs the generator scored 75-91 in
 * six CI runs, and 93-97 alone on this machine. As a project that depends on the others, it
 * brings them along when named alone: `npm run test:e2e -- --project lighthouse --no-deps`.
 */
const LIGHTHOUSE_SPEC = 'lighthouse.spec.ts';

/**
 * The self-hosted server at `url`, with its own data and its own Mercado Pago stand-in. Started
 * without a readiness check (see the last webServer).
 */
function selfHostedServer(url: string, dataDir: string, mercadoPagoPort: string) {
  return {
    command: `${BUNDLED} tests/e2e/support/start-e2e-server.ts`,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SITE_URL: url,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // The suites send several mails to one account within seconds.
      AUTH_MAIL_INTERVAL_SECONDS: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // bcrypt's least cost: every spec signs up and signs in (the default, 10, is tested in
      // tests/integration/auth-signup.test.ts).
      AUTH_PASSWORD_HASH_COST: '4',
      ANON_RPC_RATE_LIMIT_PER_MINUTE: '1000',
      EMAIL_CHECK_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      // Payments on, against a stand-in for Mercado Pago's API started with the server.
      MERCADOPAGO_ACCESS_TOKEN: e2eMercadoPago.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: e2eMercadoPago.webhookSecret,
      MERCADOPAGO_API_URL: `http://127.0.0.1:${mercadoPagoPort}`,
      QRLINK_E2E_MP_PORT: mercadoPagoPort,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers at once (one per core) on one server; each spec works with accounts of its
  // own, so specs never see each other's rows. A spec's tests run in order. The site-wide specs
  // have a server of their own, so they run beside the others instead of after them.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // A private results folder: other suites may run Playwright in this tree at the same time.
  outputDir: `${process.env.QRLINK_E2E_DATA_DIR}-results`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    // The system setting for less motion, which the app honours: no menu, modal or drawer
    // transitions to wait for before each click (the app is the same otherwise).
    reducedMotion: 'reduce',
    // Tracing (a screencast and DOM snapshots of every action) made the run 1.7x slower on two
    // cores; a failure keeps a screenshot. To keep traces: `npm run test:e2e -- --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS },
  },
  // The projects whose specs run one at a time go first, one per worker, while the rest wait
  // to share both: last, the hosted spec left a core idle for its 15 s.
  projects: [
    {
      name: 'site-wide settings',
      testMatch: SITE_WIDE_SPECS,
      use: { baseURL: siteWideURL },
      workers: 1,
    },
    {
      name: 'hosted',
      testMatch: 'hosted/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${process.env.QRLINK_E2E_HOSTED_PORT}` },
    },
    { name: 'chromium', testIgnore: [...SITE_WIDE_SPECS, 'hosted/**', LIGHTHOUSE_SPEC] },
    {
      name: 'lighthouse',
      testMatch: LIGHTHOUSE_SPEC,
      dependencies: ['site-wide settings', 'hosted', 'chromium'],
      workers: 1,
    },
  ],
  webServer: [
    selfHostedServer(
      baseURL,
      process.env.QRLINK_E2E_DATA_DIR ?? '',
      process.env.QRLINK_E2E_MP_PORT ?? '',
    ),
    selfHostedServer(
      siteWideURL,
      process.env.QRLINK_E2E_SITE_DATA_DIR ?? '',
      process.env.QRLINK_E2E_SITE_MP_PORT ?? '',
    ),
    {
      // A hosted deployment: its static host answers once everything behind it does.
      command: `${BUNDLED} tests/e2e/support/start-hosted-e2e.ts`,
      // Time to stop its PostgreSQL, which a SIGKILL of the process group would leave running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The readiness check of the three above: Playwright waits for each webServer's check
      // before it starts the next, so they have none and start at once (ready after 23.7 -> 18 s
      // here, the three sharing two cores); this one answers once all of them do.
      command: [
        `${SERVER_NODE} tests/e2e/support/wait-for-servers.mjs`,
        `${baseURL}/app-config.json`,
        `${siteWideURL}/app-config.json`,
        `http://127.0.0.1:${process.env.QRLINK_E2E_HOSTED_PORT}/`,
      ].join(' '),
      wait: { stdout: /servers ready/ },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
