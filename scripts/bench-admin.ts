/**
 * npm run bench:admin — does the admin's client table stay quick with 10,000 clients?
 *
 * On PGlite (the default engine) and on PostgreSQL (DATABASE_URL, or a throwaway server): the
 * admin screens' calls timed as an admin (RLS and the admin check on), median of 20 runs after
 * two warm-ups, first with 100 clients (the baseline) and then, in the same database and run,
 * with 10,000. Printed: both medians and their ratio, per call.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { benchPostgres } from './bench-postgres';

const RUNS = 20;
const SMALL = 100;
const LARGE = Number(process.env.BENCH_CLIENTS ?? 10_000);

const CALLS: [string, string][] = [
  ['clients, first page', "select public.admin_list_clients('', 'created_at', false, 25, 0)"],
  [
    'clients, search',
    "select public.admin_list_clients('cliente-0042', 'created_at', false, 25, 0)",
  ],
  ['clients, by name', "select public.admin_list_clients('', 'full_name', true, 25, 0)"],
  ['clients, by plan', "select public.admin_list_clients('', 'plan', true, 25, 0)"],
  ['clients, last page', "select public.admin_list_clients('', 'created_at', false, 25, $1)"],
  ['overview figures', 'select public.get_admin_analytics_overview()'],
  ['daily activity, 90', 'select * from public.admin_daily_activity(90)'],
];

/** Adds clients up to `total`, signed up over the last year (the profile trigger runs). */
async function seedClients(db: Db, total: number) {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
  const from = rows[0]!.n;
  await db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at)
     select 'cliente-' || lpad(g::text, 5, '0') || '@exemplo.com.br', 'x', now(),
            jsonb_build_object('full_name', 'Cliente ' || g), now() - (g % 365) * interval '1 day'
     from generate_series($1::int, $2::int) g`,
    [from, total - 1],
  );
  await db.query('analyze');
}

async function median(db: Db, adminId: string, sql: string, params: unknown[]) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(
        "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
        [JSON.stringify({ sub: adminId, role: 'authenticated' })],
      );
      await tx.query(sql, sql.includes('$1') ? params : []);
    });
    if (run >= 2) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(RUNS / 2)]!;
}

async function benchEngine(engine: string, db: Db) {
  await migrate(db, { seed: true });
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ('admin-bench@exemplo.com.br', 'x', now(), '{"full_name":"Admin"}') returning id`,
  );
  const adminId = rows[0]!.id;
  await db.query("update public.profiles set role = 'admin' where id = $1", [adminId]);

  const timings: Record<string, number>[] = [];
  for (const total of [SMALL, LARGE]) {
    await seedClients(db, total);
    const row: Record<string, number> = {};
    for (const [label, sql] of CALLS) row[label] = await median(db, adminId, sql, [total - 25]);
    timings.push(row);
  }
  console.log(
    `\n${engine}: ${SMALL} vs ${LARGE.toLocaleString('en')} clients, median of ${RUNS} (ms)`,
  );
  console.log('call                     |   small |   large | large/small');
  for (const [label] of CALLS) {
    const [small, large] = [timings[0]![label]!, timings[1]![label]!];
    console.log(
      `${label.padEnd(24)} | ${small.toFixed(1).padStart(7)} | ${large.toFixed(1).padStart(7)} | ${(large / small).toFixed(2).padStart(10)}x`,
    );
  }
}

async function main() {
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
