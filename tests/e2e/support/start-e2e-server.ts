// The e2e web server: the real self-hosted server (startServer) on the environment given by
// playwright.config.ts, serving a web build made for this run in a private folder. The shared
// apps/web/dist is rebuilt by anyone's `npm start` or `npm run build` at any time (Vite empties
// it first), which would pull pages from under a running suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@qrlink/server/config';
import { startServer } from '@qrlink/server/start-server';
import { startMercadoPagoStandIn } from '../../support/mercadopago-stand-in';
import { pgliteFromTemplate } from '../../support/pglite-template';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = loadConfig(process.env);
// CI builds the SPA once, beside the other static stages (.ci/test sets QRLINK_E2E_WEB_DIST);
// a run of its own builds one here.
const prebuilt = process.env.QRLINK_E2E_WEB_DIST;
const webDistDir =
  prebuilt && existsSync(join(prebuilt, 'index.html')) ? prebuilt : `${config.dataDir}-web`;
if (webDistDir !== prebuilt) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
}

// Payments run against a stand-in for Mercado Pago's API, in this process beside the server.
const standIn = process.env.QRLINK_E2E_MP_PORT
  ? await startMercadoPagoStandIn(
      process.env.MERCADOPAGO_ACCESS_TOKEN,
      Number(process.env.QRLINK_E2E_MP_PORT),
    )
  : undefined;
const server = await startServer(config, {
  webDistDir,
  // A fresh data directory, already migrated: the run's PGlite template (pglite-template.ts)
  // written to it instead of initdb and every migration (about 7 s of CPU per server).
  db: await pgliteFromTemplate(join(config.dataDir, 'pglite')),
  // The e2e admin signs in with the password alone, as in an install that predates 'Exigir 2FA
  // para administradores' (a new one turns it on): the admin specs share one account, and
  // two-factor.spec.ts covers the code. The SQL and server tests cover the requirement.
  beforeListen: async (db) => {
    await db.query(
      `update public.app_settings set value = '{"enabled": false}' where key = 'admin_mfa_required'`,
    );
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void server
      .stop()
      .then(() => standIn?.stop())
      .finally(() => process.exit(0));
  });
}
