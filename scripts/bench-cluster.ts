/**
 * npm run bench:cluster — does the redirect path grow past one machine, and is every scan still
 * counted when one of them dies?
 *
 * Three instances of the real start command on one PostgreSQL, behind nginx (Debian's package,
 * tests/support/nginx.ts), against one instance alone, in alternating rounds of `/qr/:id` with
 * autocannon: one instance answering directly, one behind nginx (what nginx itself costs), and
 * the three behind nginx. Each round is followed by its drain, the wait until every visit it
 * answered is a row and a count; the next round starts only then (scripts/redirect-rounds.ts).
 * Printed: each setting's sustained rate, p99 and p99.9, the ratio of each against one instance
 * alone, and the 302s seen against the rows and the counter. Then one of the three is killed with
 * SIGKILL under load through nginx and started again: the visitors' errors and every 302 a row.
 *
 * On this project's 2-core machine the three instances, PostgreSQL, nginx and the load share two
 * cores, so the ratio says what running three costs there, not what three machines would give.
 *
 * BENCH_SECONDS (default 30) per round; BENCH_ROUNDS (default 2) of each setting;
 * BENCH_CONNECTIONS (default 50). PostgreSQL: DATABASE_URL if set (a database the bench may write
 * to), else a throwaway cluster started the way the integration tests start theirs.
 */
import type { ChildProcess } from 'node:child_process';
import { instancesOnOnePostgres } from '../tests/support/instances';
import { startNginx, type Nginx } from '../tests/support/nginx';
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const INSTANCES = 3;

interface Setting {
  name: string;
  url: string;
  rounds: Round[];
  lost: number;
}

async function bench(databaseUrl: string) {
  const { addresses, envs, removeDirs } = await instancesOnOnePostgres(databaseUrl, INSTANCES);
  const running: ChildProcess[] = [];
  const start = async (i: number) =>
    (running[i] = await startOurs(envs[i]!, `http://${addresses[i]}`));
  const proxies: Nginx[] = [];
  try {
    await start(0);
    await Promise.all([start(1), start(2)]);
    // nginx's worker processes: one per core, as its packaged configuration has them.
    const alone = await startNginx(addresses.slice(0, 1), 2);
    const all = await startNginx(addresses, 2);
    proxies.push(alone, all);

    const { api, create } = await signUpOwner(
      `http://${addresses[0]}`,
      `bench-${Date.now()}@example.com`,
    );
    const id = await create('qr_codes', { target_url: 'https://exemplo.com.br/cardapio' });
    const read: Read = (withRows) =>
      visitsRecorded(`http://${addresses[0]}`, api, 'qr', id, withRows);
    const settings: Setting[] = [
      { name: 'one instance', url: `http://${addresses[0]}`, rounds: [], lost: 0 },
      { name: 'one behind nginx', url: alone.url, rounds: [], lost: 0 },
      { name: `${INSTANCES} behind nginx`, url: all.url, rounds: [], lost: 0 },
    ];
    // Warm every instance and nginx (JIT, the destination caches).
    for (const setting of settings) {
      const before = await read();
      const warm = await load(`${setting.url}/qr/${id}`, CONNECTIONS, 2);
      await settle(read, before, warm.redirects);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const setting of settings) {
        const measured = await loadAndDrain(`${setting.url}/qr/${id}`, CONNECTIONS, SECONDS, read);
        setting.rounds.push(measured.round);
        setting.lost += measured.lost;
      }
    }

    // One of the three killed under load through nginx, then started again on its directory.
    const before = await read();
    const loading = load(`${all.url}/qr/${id}`, CONNECTIONS, 6);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await stop(running[1]!, 'SIGKILL');
    const seen = await loading;
    await start(1);
    const { after } = await settle(read, before, seen.redirects);
    const rows = after.rows - before.rows;
    const counted = after.counted - before.counted;
    const killLost = Math.max(0, seen.redirects - Math.min(rows, counted));
    return { settings, seen, rows, counted, killLost };
  } finally {
    for (const proxy of proxies) await proxy.stop();
    // Filled by index as each instance starts: a failed start leaves a hole.
    for (const child of running.filter(Boolean)) await stop(child);
    removeDirs();
  }
}

/** "502: 3, timed out: 1" */
function describe(unexpected: Record<string, number>): string {
  return Object.entries(unexpected)
    .map(([what, count]) => `${what}: ${count}`)
    .join(', ');
}

function print({ settings, seen, rows, counted, killLost }: Awaited<ReturnType<typeof bench>>) {
  const f = (n: number, d = 0) => n.toFixed(d);
  const base = average(settings[0]!.rounds).sustained;
  console.log(
    `\n/qr/:id on PostgreSQL, ${ROUNDS} alternating rounds of ${SECONDS} s per setting at ` +
      `${CONNECTIONS} connections, each followed by its drain (loopback, one machine)\n`,
  );
  console.log(
    'setting           |  req/s sustained  p99 ms p99.9 ms drain s | vs one instance | 302s seen  lost errors',
  );
  for (const setting of settings) {
    const r = average(setting.rounds);
    console.log(
      `${setting.name.padEnd(17)} | ${f(r.rps).padStart(6)} ${f(r.sustained).padStart(9)}` +
        ` ${f(r.p99, 1).padStart(7)} ${f(r.p999, 1).padStart(8)} ${f(r.drain, 1).padStart(7)} |` +
        ` ${f(r.sustained / base, 2).padStart(14)}x | ${String(r.redirects).padStart(9)}` +
        ` ${String(setting.lost).padStart(5)} ${String(r.errors).padStart(6)}` +
        (r.errors > 0 ? ` (${describe(r.unexpected)})` : ''),
    );
  }
  console.log(
    `\nSIGKILL of one of ${INSTANCES} after 3 s of a 6-s round through nginx: ${seen.redirects} 302s, ` +
      `${seen.errors} errors seen by the visitors${seen.errors > 0 ? ` (${describe(seen.unexpected)})` : ''}; after its restart ${rows} rows and +${counted} ` +
      `counted (lost ${killLost}; ${Math.max(0, rows - seen.redirects)} more: requests still in ` +
      `flight when the round ended, and any the kill cut off that nginx sent to another)`,
  );
  const lost = settings.reduce((sum, s) => sum + s.lost, 0) + killLost;
  if (lost > 0 || seen.errors > 0) {
    console.log(`\nNOT met: ${lost} scans lost, ${seen.errors} errors during the kill`);
    process.exitCode = 1;
  } else {
    console.log('\nMet: 0 scans lost and no visitor saw an error, also across the SIGKILL.');
  }
}

async function main() {
  const postgres = await benchPostgres();
  let databaseUrl = postgres.url;
  if (postgres.stop) {
    // A database of its own on the throwaway cluster.
    await adminQuery(databaseUrl, 'create database qrlink_bench_cluster');
    databaseUrl = databaseUrlOf(databaseUrl, 'qrlink_bench_cluster');
  }
  try {
    print(await bench(databaseUrl));
  } finally {
    await postgres.stop?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
