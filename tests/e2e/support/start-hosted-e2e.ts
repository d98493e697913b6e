// A hosted deployment simulated on this machine, for the `hosted` e2e project
// (docs/deploy-supabase.md): a throwaway PostgreSQL as the project's database; the self-hosted
// stack on it standing in for Supabase's auth, REST and storage (no webhook sender or SPA of its
// own); every Edge Function under Deno (`npm run functions:serve`) with the variables Supabase
// gives them; one gateway for the project's address; a Mercado Pago stand-in; and the SPA built
// in hosted mode on a static host that follows the `_redirects` that build wrote.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@qrlink/server/config';
import { startServer } from '@qrlink/server/start-server';
import { startDenoFunctions } from '../../support/deno-functions';
import { freePort } from '../../support/free-port';
import { startMercadoPagoStandIn } from '../../support/mercadopago-stand-in';
import { startNetlifyHost } from '../../support/netlify-host';
import { adminQuery, databaseUrl, startThrowawayPostgres } from '../../support/postgres-server';
import { startSupabaseGateway } from '../../support/supabase-gateway';
import { buildHostedWeb } from './build-hosted-web';
import {
  HOSTED_JWT_SECRET,
  HOSTED_PLACEHOLDERS,
  HOSTED_SUPPORT_EMAIL,
  hostedAppUrl,
  hostedDataDir,
  hostedProjectUrl,
} from './hosted';
import { e2eMercadoPago } from './mercadopago';

const dataDir = hostedDataDir();
mkdirSync(dataDir, { recursive: true });

// CI builds it once beside the other static stages (.ci/test sets QRLINK_E2E_HOSTED_WEB_DIST).
const prebuilt = process.env.QRLINK_E2E_HOSTED_WEB_DIST;
const webDist = prebuilt && existsSync(join(prebuilt, '_redirects')) ? prebuilt : `${dataDir}-web`;
if (webDist !== prebuilt) buildHostedWeb(webDist);

/**
 * What started so far, stopped newest first (on Playwright's SIGTERM, or when a later part
 * fails). PostgreSQL goes first: pg_ctl runs it outside this process group, so nothing else would
 * stop it should the rest not finish before Playwright's SIGKILL.
 */
const started: Array<() => Promise<void>> = [];
let stopPostgres: (() => Promise<void>) | undefined;
async function stopAll(): Promise<void> {
  await stopPostgres?.().catch(() => {});
  for (const stop of started.reverse()) await stop().catch(() => {});
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(0)));
}

async function startDeployment(): Promise<void> {
  const postgres = await startThrowawayPostgres();
  stopPostgres = postgres.stop;
  await adminQuery(postgres.serverUrl, 'create database projeto');
  const projectDatabase = databaseUrl(postgres.serverUrl, 'projeto');
  const mercadoPago = await startMercadoPagoStandIn(
    e2eMercadoPago.accessToken,
    Number(process.env.QRLINK_E2E_HOSTED_MP_PORT),
  );
  started.push(mercadoPago.stop);
  const stack = await startServer(
    loadConfig({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'stack'),
      DATABASE_URL: projectDatabase,
      JWT_SECRET: HOSTED_JWT_SECRET,
      PUBLIC_URL: hostedProjectUrl(),
      SITE_URL: hostedAppUrl(),
      // Supabase's Auth with e-mail confirmation off: sign-ups get a session at once.
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_PASSWORD_HASH_COST: '4',
      ANON_RPC_RATE_LIMIT_PER_MINUTE: '1000',
      EMAIL_CHECK_RATE_LIMIT_PER_MINUTE: '1000',
      WEBHOOK_WORKER: 'false',
      GEOIP: 'false',
      LOG_LEVEL: 'warn',
    }),
    { webDistDir: join(dataDir, 'no-spa'), print: () => {} },
  );
  started.push(stack.stop);
  const functions = await startDenoFunctions({
    SUPABASE_URL: hostedProjectUrl(),
    SUPABASE_ANON_KEY: stack.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceKey,
    SUPABASE_JWT_SECRET: HOSTED_JWT_SECRET,
    SUPABASE_DB_URL: projectDatabase,
    DATA_DIR: dataDir,
    SUPPORT_EMAIL: HOSTED_SUPPORT_EMAIL,
    PUBLIC_URL: hostedAppUrl(),
    VISITOR_KEY_SECRET: 'segredo-do-visitante-e2e-0123456789',
    PAYMENT_REFERENCE_SECRET: 'segredo-das-referencias-e2e-0123456789',
    MERCADOPAGO_ACCESS_TOKEN: e2eMercadoPago.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: e2eMercadoPago.webhookSecret,
    MERCADOPAGO_API_URL: `http://127.0.0.1:${process.env.QRLINK_E2E_HOSTED_MP_PORT}`,
  });
  started.push(functions.stop);
  const gateway = await startSupabaseGateway(
    { stackUrl: stack.url, functionsUrl: functions.url },
    Number(process.env.QRLINK_E2E_HOSTED_GATEWAY_PORT),
  );
  started.push(gateway.stop);
  const host = await startNetlifyHost(webDist, {
    port: Number(process.env.QRLINK_E2E_HOSTED_PORT),
    replacements: {
      [HOSTED_PLACEHOLDERS.supabaseUrl]: hostedProjectUrl(),
      [HOSTED_PLACEHOLDERS.anonKey]: stack.keys.anonKey,
    },
  });
  started.push(host.stop);
}

await startDeployment().catch(async (error: unknown) => {
  await stopAll();
  throw error;
});
