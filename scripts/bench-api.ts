/**
 * npm run bench:api — requests/s and latency of an RLS-checked list (one user's 50 QR codes,
 * newest first) through the HTTP server, next to the same statement run directly on the
 * database in the same run, on PGlite and on PostgreSQL, plus that server's resident memory
 * at idle and under load (its database in memory, no geo-IP). Then the memory of the server as
 * `npm start` runs it, against its targets, by default and with LOW_MEMORY=true
 * (bench-server-memory.ts). Loopback only.
 *
 * Sustained, not a burst: BENCH_ROUNDS (default 2) rounds of each path, BENCH_SECONDS (default
 * 30) each, alternated HTTP, direct, direct, HTTP... so a drift of the machine's speed falls on
 * both, and each phase starts only once the cores are quiet again (machine-quiet.ts), so no
 * phase pays for the garbage or writes the previous one left.
 *
 * PostgreSQL: DATABASE_URL if set (a database the bench may write to), else a throwaway
 * cluster started the way the integration tests start theirs.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { benchPostgres } from './bench-postgres';
import { measureServerMemory, printServerMemory, rssMb } from './bench-server-memory';
import { waitUntilQuiet } from './machine-quiet';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Ready {
  port: number;
  token: string;
  anonKey: string;
  userId: string;
  engine: string;
}
interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
type Path = 'http' | 'direct';

/** Round r's order: HTTP first in even rounds, direct first in odd ones (ABBA). */
const order = (round: number): Path[] =>
  round % 2 === 0 ? ['http', 'direct'] : ['direct', 'http'];

/** Requests over all rounds' seconds; latencies as the rounds' mean. */
function overRounds(rounds: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) =>
    rounds.reduce((sum, f) => sum + pick(f), 0) / rounds.length;
  return { rps: mean((f) => f.rps), p50: mean((f) => f.p50), p99: mean((f) => f.p99) };
}

function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: Record<string, unknown>) => {
      if (key in msg) {
        child.off('message', onMessage);
        resolve(msg[key] as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function benchEngine(label: string, databaseUrl?: string) {
  const child = fork(new URL('./bench-api-server.ts', import.meta.url).pathname, [], {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server side.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const ready = await nextMessage<Ready>(child, 'ready');
    const started = rssMb(child.pid!);
    const url = `http://127.0.0.1:${ready.port}/rest/v1/qr_codes?select=*&user_id=eq.${ready.userId}&order=created_at.desc`;
    const headers = { apikey: ready.anonKey, authorization: `Bearer ${ready.token}` };
    const check = await fetch(url, { headers });
    const rows = (await check.json()) as unknown[];
    if (check.status !== 200 || rows.length !== 50)
      throw new Error(`warm-up answered ${check.status}, ${rows.length} rows`);
    // Warm both paths (JIT, plan caches) before measuring.
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
    await nextMessage<Figures>(
      (child.send({ cmd: 'direct', seconds: 1, concurrency: CONNECTIONS }), child),
      'direct',
    );
    const idle = rssMb(child.pid!);

    let peak = idle;
    const http: Figures[] = [];
    const direct: Figures[] = [];
    let longestWait = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const path of order(round)) {
        const { waitedSeconds, quiet } = await waitUntilQuiet();
        longestWait = Math.max(longestWait, waitedSeconds);
        if (!quiet) console.warn(`${label}: the machine stayed busy before a ${path} phase`);
        if (path === 'http') {
          const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
          const run = await autocannon({
            url,
            headers,
            connections: CONNECTIONS,
            duration: SECONDS,
          });
          clearInterval(sampler);
          if (run.non2xx || run.errors)
            throw new Error(`HTTP run had ${run.non2xx} non-2xx and ${run.errors} errors`);
          http.push({ rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99 });
        } else {
          child.send({ cmd: 'direct', seconds: SECONDS, concurrency: CONNECTIONS });
          direct.push(await nextMessage<Figures>(child, 'direct'));
        }
      }
    }
    const h = overRounds(http);
    const db = overRounds(direct);
    return {
      engine: label,
      httpRps: h.rps,
      httpP50: h.p50,
      httpP99: h.p99,
      dbRps: db.rps,
      dbP50: db.p50,
      dbP99: db.p99,
      ratio: h.rps / db.rps,
      roundRatios: http.map((f, i) => f.rps / direct[i]!.rps),
      longestWait,
      rssStartMb: started,
      rssIdleMb: idle,
      rssLoadMb: peak,
    };
  } finally {
    child.send({ cmd: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  const results = [await benchEngine('pglite')];
  const { url, stop } = await benchPostgres();
  try {
    results.push(await benchEngine('postgres', url));
  } finally {
    await stop?.();
  }
  const f = (n: number, d = 0) => n.toFixed(d);
  console.log(
    `\nRLS-checked list of 50 rows, ${CONNECTIONS} concurrent, ${ROUNDS} alternated rounds of ${SECONDS} s` +
      ` per path, each once the cores were quiet (loopback); figures are the rounds' means\n`,
  );
  console.log(
    'engine    HTTP req/s  p50 ms  p99 ms | direct req/s  p50 ms  p99 ms | HTTP/direct | RSS start  idle   load',
  );
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(9)} ${f(r.httpRps).padStart(10)} ${f(r.httpP50, 1).padStart(7)} ${f(r.httpP99, 1).padStart(7)} |` +
        ` ${f(r.dbRps).padStart(12)} ${f(r.dbP50, 1).padStart(7)} ${f(r.dbP99, 1).padStart(7)} |` +
        ` ${f(r.ratio, 2).padStart(11)} | ${f(r.rssStartMb).padStart(6)} MB ${f(r.rssIdleMb).padStart(4)} MB ${f(r.rssLoadMb).padStart(4)} MB`,
    );
  }
  for (const r of results)
    console.log(
      `${r.engine}: HTTP/direct by round ${r.roundRatios.map((x) => f(x, 2)).join(', ')};` +
        ` longest wait for quiet cores ${f(r.longestWait, 1)} s`,
    );
  // LOW_MEMORY said either way: on a machine with under 1.5 GB, npm start turns it on itself.
  const memory = await measureServerMemory(SECONDS, { LOW_MEMORY: 'false' });
  printServerMemory(memory, await measureServerMemory(SECONDS, { LOW_MEMORY: 'true' }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
