/**
 * npm run bench:analytics — do the analytics screens answer quickly for a user with ten million
 * scans over two years, on PostgreSQL?
 *
 * A throwaway PostgreSQL (or DATABASE_URL, a database the bench may write to), migrated; one
 * user with 20 QR codes and BENCH_SCANS scans (default 10,000,000) spread over BENCH_DAYS days
 * (default 730), written the way the server writes them (batches into qr_code_scans, partitioned
 * by month, rollups by trigger). Timed as that user (RLS on), 20 runs each, median and p95:
 * visit_stats for all codes and for one code over 30, 90 and 365 days, next to the same figures
 * computed the naive way, from the raw rows, in the same run (30 and 90 days); and the raw visit
 * log (list_qr_scans, 50 rows a page) at pages 1, 100 and 1,000. Targets: every analysis
 * screen query under 300 ms, a page of the log under 100 ms.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { benchPostgres } from './bench-postgres';

const SCANS = Number(process.env.BENCH_SCANS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const RUNS = 20;
const SLOW_RUNS = 3;

async function seed(db: Db): Promise<{ userId: string; qrId: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ('bench-analytics@example.com', 'x', now(), '{"full_name":"Bench"}') returning id`,
  );
  const userId = rows[0]!.id;
  await db.query(
    `insert into public.qr_codes (user_id, target_url)
     select $1, 'https://exemplo.com.br/produto-' || g from generate_series(1, 20) g`,
    [userId],
  );
  const { rows: codes } = await db.query<{ id: string }>(
    'select id from public.qr_codes where user_id = $1 order by id',
    [userId],
  );
  // The months the scans fall in, each its partition (as if the server had run all along).
  await db.query(
    `select public.ensure_visit_partition('qr_code_scans', m::date)
     from generate_series(date_trunc('month', now() - $1::int * interval '1 day'),
                          date_trunc('month', now()), interval '1 month') m`,
    [DAYS],
  );
  const started = performance.now();
  const chunk = 250_000;
  for (let done = 0; done < SCANS; done += chunk) {
    await db.query(
      `insert into public.qr_code_scans
         (qr_code_id, scanned_at, device, browser, os, country, city, referrer, is_bot, visitor_key)
       select ($1::uuid[])[1 + g % 20], now() - (g % $4::int) * interval '1 day' - (g % 86400) * interval '1 second',
              (array['mobile','mobile','desktop','tablet'])[1 + g % 4],
              (array['Chrome','Mobile Safari','Samsung Internet','Firefox'])[1 + g % 4],
              (array['Android','iOS','Windows','macOS'])[1 + g % 4],
              (array['BR','BR','BR','US','PT'])[1 + g % 5],
              (array['São Paulo','Rio de Janeiro','Recife','Curitiba','Porto Alegre','Salvador'])[1 + g % 6],
              (array[null,'https://www.instagram.com/','https://wa.me/','https://www.google.com/'])[1 + g % 4],
              g % 50 = 0, 'v' || (g % 5000)
       from generate_series($2::bigint, $3::bigint) g`,
      [codes.map((c) => c.id), done + 1, Math.min(done + chunk, SCANS), DAYS],
    );
  }
  console.log(
    `seeded ${SCANS.toLocaleString('en')} scans in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.query('analyze');
  return { userId, qrId: codes[0]!.id };
}

/** The same answer from the raw rows: what a screen without rollups would have to run. */
const NAIVE = `
  with s as (
    select s.* from public.qr_code_scans s join public.qr_codes q on q.id = s.qr_code_id
    where q.user_id = (select auth.uid()) and ($1::uuid is null or s.qr_code_id = $1)
      and (s.scanned_at at time zone 'America/Sao_Paulo')::date
          between (now() at time zone 'America/Sao_Paulo')::date - $2::int + 1
              and (now() at time zone 'America/Sao_Paulo')::date
  )
  select (select count(*) from s where not is_bot) as visits,
         (select count(*) from s where is_bot) as bots,
         (select jsonb_agg(x) from (select (scanned_at at time zone 'America/Sao_Paulo')::date d, count(*) from s where not is_bot group by 1) x) as days,
         (select jsonb_agg(x) from (select device, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as device,
         (select jsonb_agg(x) from (select browser, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as browser,
         (select jsonb_agg(x) from (select os, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as os,
         (select jsonb_agg(x) from (select country, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as country,
         (select jsonb_agg(x) from (select city, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as city,
         (select jsonb_agg(x) from (select referrer, count(*) from s where not is_bot group by 1 order by 2 desc limit 10) x) as referrer,
         (select count(*) from (select distinct (scanned_at at time zone 'America/Sao_Paulo')::date, visitor_key from s where not is_bot) v) as visitors`;

async function time(db: Db, userId: string, sql: string, params: unknown[]) {
  const once = async () => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(
        "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
        [JSON.stringify({ sub: userId, role: 'authenticated' })],
      );
      await tx.query(sql, params);
    });
    return performance.now() - started;
  };
  // Two warm-up runs; a query that takes over a second gets SLOW_RUNS runs, not RUNS.
  await once();
  const runs = (await once()) > 1000 ? SLOW_RUNS : RUNS;
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]! };
}

async function main() {
  const { url, stop } = await benchPostgres();
  let databaseUrl = url;
  if (stop) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('create database qrlink_bench_analytics');
    await admin.end();
    const parsed = new URL(databaseUrl);
    parsed.pathname = '/qrlink_bench_analytics';
    databaseUrl = parsed.toString();
  }
  const db = await openDatabase({ databaseUrl });
  try {
    await migrate(db, { seed: true });
    const { userId, qrId } = await seed(db);
    console.log(
      `\nAnalytics of one user with ${SCANS.toLocaleString('en')} scans over ${DAYS} days (PostgreSQL, RLS on), ${RUNS} runs (${SLOW_RUNS} of a query over a second)\n`,
    );
    console.log(
      'screen                        days | rollups median  p95 | raw rows median    p95 | raw/rollups',
    );
    const misses: string[] = [];
    for (const [label, target] of [
      ['all codes', null],
      ['one code', qrId],
    ] as const) {
      for (const days of [30, 90, 365]) {
        const fast = await time(
          db,
          userId,
          `select public.visit_stats('qr', $1, (now() at time zone 'America/Sao_Paulo')::date - $2::int + 1, null)`,
          [target, days],
        );
        if (fast.p95 >= 300)
          misses.push(`visit_stats ${label}, ${days} days: p95 ${fast.p95.toFixed(0)} ms`);
        // The naive way reads every raw row of the range: a year of ten million is left out.
        const naive = days <= 90 ? await time(db, userId, NAIVE, [target, days]) : undefined;
        console.log(
          `${label.padEnd(29)} ${String(days).padStart(4)} | ${fast.median.toFixed(1).padStart(11)} ${fast.p95.toFixed(1).padStart(6)} |` +
            (naive
              ? ` ${naive.median.toFixed(1).padStart(15)} ${naive.p95.toFixed(1).padStart(6)} | ${(naive.median / fast.median).toFixed(1).padStart(10)}x`
              : `${'-'.padStart(16)} ${'-'.padStart(6)} | ${'-'.padStart(11)}`),
        );
      }
    }
    console.log('\nraw visit log (list_qr_scans, 50 a page)  page | median    p95');
    for (const [label, target] of [
      ['all codes', null],
      ['one code', qrId],
    ] as const) {
      for (const page of [1, 100, 1000]) {
        const log = await time(
          db,
          userId,
          'select * from public.list_qr_scans($1, null, null, null, 50, $2)',
          [target, (page - 1) * 50],
        );
        if (log.p95 >= 100)
          misses.push(`visit log ${label}, page ${page}: p95 ${log.p95.toFixed(0)} ms`);
        console.log(
          `${label.padEnd(42)} ${String(page).padStart(5)} | ${log.median.toFixed(1).padStart(6)} ${log.p95.toFixed(1).padStart(6)}`,
        );
      }
    }
    console.log(
      '\n(milliseconds; targets: visit_stats under 300 ms, a page of the log under 100 ms, at p95)',
    );
    console.log(
      misses.length === 0 ? 'Targets met.' : `Targets NOT met:\n  ${misses.join('\n  ')}`,
    );
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
    await stop?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
