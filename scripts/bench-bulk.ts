/**
 * npm run bench:bulk — is bulk creation of 1,000 rows done in under 10 s?
 *
 * On PGlite and on PostgreSQL (DATABASE_URL, or a throwaway server): bulk_create_items as a
 * signed-in user (RLS and every trigger on), 10 rows (the baseline) and then 1,000 rows with a
 * folder and tags each, median of 3; and, in Node, the ZIP of 1,000 PNGs the screen offers.
 * Printed: the times, the time per row of each size and their ratio (a per-row cost that
 * does not grow with the batch).
 */
import { performance } from 'node:perf_hooks';
import { buildBulkZip } from '@qrlink/core/bulk/bulk-zip';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { benchPostgres } from './bench-postgres';

const RUNS = 3;
const LARGE = 1_000;
const SMALL = 10;

function rows(count: number, run: number) {
  return Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    destination: `https://loja.example/run-${run}/produto-${i}`,
    folder: `Lote ${i % 5}`,
    tags: ['bench', `grupo-${i % 10}`],
  }));
}

async function timeBulk(db: Db, userId: string, count: number, run: number): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.query(
      "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
      [JSON.stringify({ sub: userId, role: 'authenticated' })],
    );
    await tx.query('select public.bulk_create_items($1, $2::jsonb)', [
      'qr',
      JSON.stringify(rows(count, run)),
    ]);
  });
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchEngine(engine: string, db: Db) {
  await migrate(db, { seed: true });
  const { rows: users } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ('lote-bench@exemplo.com.br', 'x', now(), '{"full_name":"Lote"}') returning id`,
  );
  const userId = users[0]!.id;
  const small: number[] = [];
  const large: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    small.push(await timeBulk(db, userId, SMALL, run * 2));
    large.push(await timeBulk(db, userId, LARGE, run * 2 + 1));
  }
  const [s, l] = [median(small), median(large)];
  console.log(
    `${engine.padEnd(10)} | ${SMALL} rows ${s.toFixed(0).padStart(6)} ms | ${LARGE} rows ${(l / 1000).toFixed(2).padStart(5)} s ` +
      `| per row ${(s / SMALL).toFixed(2)} vs ${(l / LARGE).toFixed(2)} ms (${(l / LARGE / (s / SMALL)).toFixed(2)}x) ` +
      `| target < 10 s: ${l < 10_000 ? 'met' : 'NOT met'}`,
  );
}

async function main() {
  console.log(`\nBulk creation, median of ${RUNS} (one transaction per batch)\n`);
  const pglite = await openDatabase({});
  try {
    await benchEngine('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const { url, stop } = await benchPostgres();
  const postgres = await openDatabase({ databaseUrl: url });
  try {
    await benchEngine('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await stop?.();
  }
  const files = Array.from({ length: LARGE }, (_, i) => ({
    line: i + 2,
    text: `https://qr.example/qr/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    destination: `https://loja.example/produto-${i}`,
  }));
  const started = performance.now();
  const zip = await buildBulkZip(files);
  const zipMs = performance.now() - started;
  console.log(
    `\nZIP of ${LARGE} PNGs (1000 px, level H): ${(zipMs / 1000).toFixed(2)} s, ` +
      `${(zip.length / 1024 / 1024).toFixed(1)} MB, ${(LARGE / (zipMs / 1000)).toFixed(0)} files/s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
