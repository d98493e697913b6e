/**
 * Child process of bench-api.ts: opens a database (PGlite in memory, in a thread of its own as
 * `npm start` runs it; or BENCH_DATABASE_URL), migrates and seeds it, starts the real server on a loopback port, and on request runs the
 * very statement /rest/v1 generates for the benchmark query directly on the database (same
 * role, same claims, same transaction shape), so both figures come from the same process.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { SERVER_PGLITE_SETTINGS } from '@qrlink/server/db/server-pglite-settings';
import { createApp } from '@qrlink/server/http/app';
import { deriveApiKeys, signJwt } from '@qrlink/server/http/shared/jwt';
import { queryAs } from '@qrlink/server/http/shared/run-as';
import { parseQuery } from '@qrlink/server/http/rest/parse/query';
import type { PageRow } from '@qrlink/server/http/rest/respond';
import { loadSchema } from '@qrlink/server/http/rest/schema/load-schema';
import { SqlParams, qualified } from '@qrlink/server/http/rest/sql/quote';
import { buildReadSql } from '@qrlink/server/http/rest/sql/read';

const ROWS_PER_USER = 50;
const USERS = 20;

async function seed(db: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const ids: string[] = [];
  for (let u = 0; u < USERS; u++) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, 'x', now(), '{"full_name":"Bench"}') returning id`,
      [`bench-${u}-${randomUUID()}@example.com`],
    );
    ids.push(rows[0]!.id);
  }
  await db.query(
    `insert into public.qr_codes (user_id, target_url)
     select u, 'https://example.com/' || g from unnest($1::uuid[]) u, generate_series(1, $2) g`,
    [ids, ROWS_PER_USER],
  );
  return ids[0]!;
}

export const BENCH_QUERY = (userId: string) =>
  `select=*&user_id=eq.${userId}&order=created_at.desc`;

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const db = await openDatabase(
    databaseUrl ? { databaseUrl } : { thread: true, pgliteSettings: SERVER_PGLITE_SETTINGS },
  );
  await migrate(db, { seed: true });
  const userId = await seed(db);
  const secret = randomUUID() + randomUUID();
  const { anonKey, serviceKey } = await deriveApiKeys(secret);
  const claims = {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: 'bench@example.com',
  };
  const token = await signJwt(claims, secret, { expiresInSeconds: 3600 });
  const app = createApp({
    db,
    jwtSecret: secret,
    anonKey,
    serviceKey,
    publicUrl: 'http://127.0.0.1',
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  const model = await loadSchema(db);
  const table = model.tables.get('qr_codes')!;

  async function direct(seconds: number, concurrency: number) {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        // Built per call, as the handler does, so only HTTP, JSON parsing and auth differ.
        const ctx = { schema: model, params: new SqlParams(), aliasCount: 0 };
        const query = parseQuery(new URLSearchParams(BENCH_QUERY(userId)));
        const sql = buildReadSql(
          {
            from: qualified('qr_codes'),
            table,
            query,
            single: false,
            stripNulls: false,
            count: false,
            maxRows: 1000,
          },
          ctx,
        );
        const t0 = performance.now();
        const rows = await queryAs<PageRow>(db, claims, sql, ctx.params.values, {
          readOnly: true,
          utf8Columns: ['body'],
        });
        const page = rows.rows[0];
        if (page?.page_count !== ROWS_PER_USER)
          throw new Error('direct query returned the wrong rows');
        // As the handler does once the page is sent.
        if (Buffer.isBuffer(page.body)) db.release?.(page.body);
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), n: latencies.length };
  }

  process.on('message', async (msg: { cmd: string; seconds?: number; concurrency?: number }) => {
    if (msg.cmd === 'direct')
      process.send?.({ direct: await direct(msg.seconds ?? 5, msg.concurrency ?? 20) });
    if (msg.cmd === 'stop') {
      await app.close();
      await db.close();
      process.exit(0);
    }
  });
  process.send?.({ ready: { port, token, anonKey, userId, engine: db.engine } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
