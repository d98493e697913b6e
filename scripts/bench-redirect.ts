/**
 * npm run bench:redirect — how fast do printed codes redirect under sustained load, and is every
 * scan counted?
 *
 * In one run, on PGlite and on PostgreSQL: the real server (`scripts/start.mjs`, its own
 * process) answering `/qr/:id` and `/s/:code`, next to a bare Node `http` server answering a
 * fixed 302 from a Map (the ceiling for one Node process, also its own process), alternating
 * rounds (autocannon, loopback, a phone's user agent so every visit counts). Each of our rounds
 * is followed by its drain: the wait until every visit it answered is a row and a count in the
 * database, and the next round starts only then. Deferred work is charged to the round that
 * caused it: the sustained rate is the round's 302s over its seconds plus its drain.
 * Printed: requests/s during the round, the sustained rate, p50/p99/p99.9 latency, the drain,
 * the ratio (sustained ours / bare), and the 302s autocannon saw against the rows and the counter
 * (they must be equal). Then a paced round at half of our sustained rate, whose drain says how
 * long a visit takes to reach the analytics. Then the server is killed with SIGKILL under load,
 * started again on the same data directory, and the 302s answered before the kill are checked.
 * A third code has five smart routes, none of which the bench's visits fit (each checks its
 * condition and falls through to the main destination): its sustained rate is compared with the
 * plain code's of the same run (target 0.8x, issue 29).
 *
 * BENCH_SECONDS (default 30) per round; BENCH_ROUNDS (default 2) rounds of each per setting;
 * BENCH_CONNECTIONS (default 50; e.g. 50,500); BENCH_ENGINES (default pglite,postgres).
 * PostgreSQL: DATABASE_URL if set (a database the bench may write to), else a throwaway
 * cluster started the way the integration tests start theirs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';
import { adminQuery, databaseUrl as databaseUrlOf } from '../tests/support/postgres-server';
import { signUpOwner, visitsRecorded } from '../tests/support/redirect-owner';
import { benchPostgres } from './bench-postgres';
import {
  average,
  load,
  loadAndDrain,
  settle,
  startOurs,
  stop,
  type Read,
  type Round,
} from './redirect-rounds';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** BENCH_ENGINES=pglite (or postgres) measures one engine only. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

/** Five routes on five conditions no visit of the bench fits (loopback has no place, autocannon
 * sends no Accept-Language, a phone is not a computer, the hours are never now). */
const FIVE_ROUTES = [
  { url: 'https://exemplo.com.br/br', countries: ['BR'] },
  { url: 'https://exemplo.com.br/sp', states: ['SP'] },
  { url: 'https://exemplo.com.br/en', languages: ['en'] },
  { url: 'https://exemplo.com.br/pc', devices: ['desktop'] },
  { url: 'https://exemplo.com.br/nunca', hours: { days: [0], from: '00:00', to: '00:01' } },
];

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the bare server exited');
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no /health from the bare server');
}

async function startBare(port: number, routes: Record<string, string>): Promise<ChildProcess> {
  const source = `
    const http = require('node:http');
    const routes = new Map(Object.entries(${JSON.stringify(routes)}));
    http.createServer((req, res) => {
      const location = routes.get(req.url);
      if (req.url === '/health') { res.writeHead(200); res.end('ok'); return; }
      if (!location) { res.writeHead(404); res.end(); return; }
      res.writeHead(302, { location, 'cache-control': 'no-store' });
      res.end();
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return child;
}

interface Line {
  engine: string;
  path: string;
  connections: number;
  ours: Round;
  bare: Round;
  lost: number;
  extra: number;
}

interface Paced {
  engine: string;
  rate: number;
  round: Round;
  lost: number;
}

async function benchEngine(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-bench-redirect-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    AUTH_AUTOCONFIRM: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let ours = await startOurs(env, url);
  const lines: Line[] = [];
  let paced: Paced | undefined;
  let killLine: string;
  let killLost: number;
  try {
    const { api, create } = await signUpOwner(url, `bench-${Date.now()}@example.com`);
    const qrId = await create('qr_codes', { target_url: 'https://exemplo.com.br/cardapio' });
    const linkId = await create('short_links', {
      original_url: 'https://exemplo.com.br/promo',
      custom_alias: 'promo-bench',
    });
    const routedId = await create('qr_codes', {
      target_url: 'https://exemplo.com.br/cardapio',
      routes: FIVE_ROUTES,
    });
    const targets = [
      { kind: 'qr' as const, id: qrId, path: `/qr/${qrId}`, to: 'https://exemplo.com.br/cardapio' },
      {
        kind: 'link' as const,
        id: linkId,
        path: '/s/promo-bench',
        to: 'https://exemplo.com.br/promo',
      },
      {
        kind: 'qr' as const,
        id: routedId,
        path: `/qr/${routedId}`,
        to: 'https://exemplo.com.br/cardapio',
        label: '/qr routed',
      },
    ];
    const barePort = await freePort();
    const bare = await startBare(
      barePort,
      Object.fromEntries(targets.map((target) => [target.path, target.to])),
    );
    try {
      for (const connections of CONNECTIONS) {
        for (const target of targets) {
          const read: Read = (withRows) =>
            visitsRecorded(url, api, target.kind, target.id, withRows);
          // Warm both (JIT, the destination cache).
          await load(`http://127.0.0.1:${barePort}${target.path}`, connections, 1);
          const warmBefore = await read();
          const warm = await load(`${url}${target.path}`, connections, 1);
          await settle(read, warmBefore, warm.redirects);
          const oursRounds: Round[] = [];
          const bareRounds: Round[] = [];
          let lost = 0;
          let extra = 0;
          for (let round = 0; round < ROUNDS; round++) {
            bareRounds.push(
              await load(`http://127.0.0.1:${barePort}${target.path}`, connections, SECONDS),
            );
            const ours = await loadAndDrain(`${url}${target.path}`, connections, SECONDS, read);
            oursRounds.push(ours.round);
            lost += ours.lost;
            extra += ours.extra;
          }
          lines.push({
            engine,
            path: target.label ?? (target.kind === 'qr' ? '/qr/:id' : '/s/:code'),
            connections,
            ours: average(oursRounds),
            bare: average(bareRounds),
            lost,
            extra,
          });
        }
      }
      // Half of our sustained rate on /qr/:id: how long until a visit is in the analytics.
      const full = lines.find((l) => l.path === '/qr/:id')!;
      const rate = Math.round(full.ours.sustained / 2);
      const half = await loadAndDrain(
        `${url}/qr/${qrId}`,
        full.connections,
        SECONDS,
        (withRows) => visitsRecorded(url, api, 'qr', qrId, withRows),
        rate,
      );
      paced = { engine, rate, round: half.round, lost: half.lost };
    } finally {
      await stop(bare);
    }

    // SIGKILL under load, then a restart on the same data directory.
    const before = await visitsRecorded(url, api, 'qr', qrId);
    const loading = load(`${url}/qr/${qrId}`, 50, 4);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stop(ours, 'SIGKILL');
    const seen = await loading;
    ours = await startOurs(env, url);
    const { after } = await settle(
      (withRows) => visitsRecorded(url, api, 'qr', qrId, withRows),
      before,
      seen.redirects,
    );
    const rows = after.rows - before.rows;
    const counted = after.counted - before.counted;
    killLost = Math.max(0, seen.redirects - Math.min(rows, counted));
    killLine =
      `${engine.padEnd(9)} SIGKILL after 2 s of load at 50 connections: ${seen.redirects} redirects ` +
      `answered, ${rows} rows and +${counted} counted after the restart ` +
      `(lost ${killLost}; ` +
      `${Math.max(0, rows - seen.redirects)} recorded whose answer the kill cut off)`;
  } finally {
    await stop(ours);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { lines, paced: paced!, killLine, killLost };
}

async function main() {
  const results: Array<Awaited<ReturnType<typeof benchEngine>>> = [];
  if (ENGINES.includes('pglite')) results.push(await benchEngine('pglite'));
  if (!ENGINES.includes('postgres')) return print(results);
  const postgres = await benchPostgres();
  let databaseUrl = postgres.url;
  const stopPostgres = postgres.stop;
  if (stopPostgres) {
    // A database of its own on the throwaway cluster.
    await adminQuery(databaseUrl, 'create database qrlink_bench_redirect');
    databaseUrl = databaseUrlOf(databaseUrl, 'qrlink_bench_redirect');
  }
  try {
    results.push(await benchEngine('postgres', databaseUrl));
  } finally {
    await stopPostgres?.();
  }
  print(results);
}

function print(results: Array<Awaited<ReturnType<typeof benchEngine>>>) {
  const f = (n: number, d = 0) => n.toFixed(d);
  console.log(
    `\nRedirects, ${ROUNDS} alternating rounds of ${SECONDS} s each, each of ours followed by its drain` +
      ` (loopback; one Node process each)\n`,
  );
  console.log(
    'engine    path      conns |   ours req/s sustained  p50 ms  p99 ms p99.9 ms drain s |   bare req/s  p99 ms | ours/bare | 302s seen  lost  unseen',
  );
  for (const { lines } of results) {
    for (const l of lines) {
      console.log(
        `${l.engine.padEnd(9)} ${l.path.padEnd(9)} ${String(l.connections).padStart(5)} |` +
          ` ${f(l.ours.rps).padStart(12)} ${f(l.ours.sustained).padStart(9)} ${f(l.ours.p50, 1).padStart(7)}` +
          ` ${f(l.ours.p99, 1).padStart(7)} ${f(l.ours.p999, 1).padStart(8)} ${f(l.ours.drain, 1).padStart(7)} |` +
          ` ${f(l.bare.rps).padStart(12)} ${f(l.bare.p99, 1).padStart(7)} |` +
          ` ${f(l.ours.sustained / l.bare.rps, 2).padStart(9)} | ${String(l.ours.redirects).padStart(9)} ${String(l.lost).padStart(5)} ${String(l.extra).padStart(6)}`,
      );
    }
  }
  console.log(
    "\nsustained: the round's 302s over its seconds plus its drain (ours/bare uses it)." +
      '\nlost: 302s autocannon saw that are not rows and counts in the database (must be 0).' +
      '\nunseen: rows for requests still in flight when a round ended (answered, never read by' +
      '\nautocannon): at most one per connection and round.\n',
  );
  for (const { paced } of results) {
    console.log(
      `${paced.engine.padEnd(9)} paced at ${paced.rate} req/s (half our sustained rate) for ${SECONDS} s:` +
        ` p99 ${f(paced.round.p99, 1)} ms, p99.9 ${f(paced.round.p999, 1)} ms;` +
        ` the last visit was in the analytics ${f(paced.round.drain, 1)} s after the round (lost ${paced.lost})`,
    );
  }
  for (const { killLine } of results) console.log(killLine);
  for (const { lines } of results) {
    const plain = lines.find((l) => l.path === '/qr/:id' && l.connections === 50);
    const routed = lines.find((l) => l.path === '/qr routed' && l.connections === 50);
    if (plain && routed) {
      console.log(
        `${routed.engine.padEnd(9)} a code with five smart routes: ${f(routed.ours.sustained)} req/s sustained,` +
          ` ${f(routed.ours.sustained / plain.ours.sustained, 2)}x the plain code's ${f(plain.ours.sustained)}` +
          ` (p99 ${f(routed.ours.p99, 1)} against ${f(plain.ours.p99, 1)} ms)`,
      );
    }
  }
  printTargets(results);
}

/**
 * The targets of docs/architecture.md "The redirect path": at 50 connections a sustained rate
 * of at least 0.7x the bare server's, p99 under 10 ms and p99.9 under 25 ms; at half that rate a
 * visit in the analytics within 5 s; no scan lost anywhere.
 */
function printTargets(results: Array<Awaited<ReturnType<typeof benchEngine>>>) {
  const misses: string[] = [];
  for (const { lines, paced, killLost } of results) {
    for (const l of lines) {
      const where = `${l.engine} ${l.path} at ${l.connections}`;
      if (l.lost > 0) misses.push(`${where}: ${l.lost} lost`);
      if (l.connections !== 50) continue;
      const ratio = l.ours.sustained / l.bare.rps;
      if (ratio < 0.7) misses.push(`${where}: ${ratio.toFixed(2)}x the bare server (target 0.70x)`);
      if (l.ours.p99 >= 10) misses.push(`${where}: p99 ${l.ours.p99} ms (target under 10 ms)`);
      if (l.ours.p999 >= 25) misses.push(`${where}: p99.9 ${l.ours.p999} ms (target under 25 ms)`);
    }
    const plain = lines.find((l) => l.path === '/qr/:id' && l.connections === 50);
    const routed = lines.find((l) => l.path === '/qr routed' && l.connections === 50);
    if (plain && routed && routed.ours.sustained < 0.8 * plain.ours.sustained) {
      misses.push(
        `${routed.engine}: a code with five routes ${(routed.ours.sustained / plain.ours.sustained).toFixed(2)}x a plain code's rate (target 0.80x)`,
      );
    }
    if (paced.round.drain > 5) {
      misses.push(
        `${paced.engine} at half rate: visits in the analytics after ${paced.round.drain.toFixed(1)} s (target 5 s)`,
      );
    }
    if (paced.lost > 0) misses.push(`${paced.engine} at half rate: ${paced.lost} lost`);
    if (killLost > 0) misses.push(`${killLost} lost across SIGKILL`);
  }
  console.log(
    misses.length === 0
      ? '\nTargets met: at 50 connections >= 0.70x the bare server sustained, p99 < 10 ms, p99.9 < 25 ms; visits in the analytics within 5 s at half rate; 0 scans lost; a code with five routes >= 0.80x a plain one.'
      : `\nTargets NOT met:\n  ${misses.join('\n  ')}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
