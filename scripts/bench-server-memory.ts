/**
 * The server's resident memory as `npm start` runs it on PGlite, geo-IP on (the defaults):
 * idle after its first start on a new data directory (initdb and every migration ran in it),
 * idle after a restart on the same directory, the highest it reached while starting (the
 * kernel's high-water mark, read with the idle figure), and the peak under load (a code's scans
 * and the API's RLS-checked list at once), sampled until the cores are quiet again after it, so
 * the writing of the scans the load left behind counts too. Part of npm run bench:api; the
 * targets (issue 25) are under 350 MB idle and under 400 MB under load. Then the same with
 * LOW_MEMORY=true, and the redirects and lists each answered under the load, for what that
 * setting costs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/free-port';
import { signUpOwner } from '../tests/support/redirect-owner';
import { IPHONE } from '../tests/support/user-agents';
import { waitUntilQuiet } from './machine-quiet';
import { startOurs, stop } from './redirect-rounds';

/** How long after answering /health a server is left alone before its idle memory is read. */
const SETTLE_MS = 10_000;

export interface ServerMemory {
  firstIdleMb: number;
  restartIdleMb: number;
  /** The highest resident set size while starting: the first start, and the restart. */
  firstStartPeakMb: number;
  restartPeakMb: number;
  loadPeakMb: number;
  /** Redirects answered per second during the load. */
  redirectsPerSecond: number;
  /** The API's lists answered per second during the load (the database's share). */
  listsPerSecond: number;
}

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};

/** A process's resident set size in MB (bench-api's servers too). */
export function rssMb(pid: number): number {
  return statusMb(pid, 'VmRSS');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureServerMemory(
  seconds: number,
  settings: Record<string, string> = {},
): Promise<ServerMemory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-bench-memory-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...settings,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    AUTH_AUTOCONFIRM: 'true',
  };
  // As `npm start` runs (Node's own flags).
  let server = await startOurs(env, url);
  try {
    await pause(SETTLE_MS);
    const firstIdleMb = rssMb(server.pid!);
    const firstStartPeakMb = statusMb(server.pid!, 'VmHWM');
    await stop(server);
    server = await startOurs(env, url);
    await pause(SETTLE_MS);
    const restartIdleMb = rssMb(server.pid!);
    const restartPeakMb = statusMb(server.pid!, 'VmHWM');

    const { api, create } = await signUpOwner(url, `bench-memory-${Date.now()}@example.com`);
    const qrId = await create('qr_codes', { target_url: 'https://exemplo.com.br/cardapio' });
    for (let i = 0; i < 50; i += 1)
      await create('qr_codes', { target_url: `https://exemplo.com.br/produto/${i}` });
    const pid = server.pid!;
    await waitUntilQuiet();
    let loadPeakMb = rssMb(pid);
    const sampler = setInterval(() => (loadPeakMb = Math.max(loadPeakMb, rssMb(pid))), 100);
    const [redirects, lists] = await Promise.all([
      autocannon({
        url: `${url}/qr/${qrId}`,
        headers: { 'user-agent': IPHONE },
        connections: 40,
        duration: seconds,
      }),
      autocannon({
        url: `${url}/rest/v1/qr_codes?select=*&order=created_at.desc&limit=50`,
        headers: api,
        connections: 10,
        duration: seconds,
      }),
    ]);
    await waitUntilQuiet();
    clearInterval(sampler);
    return {
      firstIdleMb,
      restartIdleMb,
      firstStartPeakMb,
      restartPeakMb,
      loadPeakMb,
      redirectsPerSecond: redirects.requests.average,
      listsPerSecond: lists.requests.average,
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures against their targets, a line each; then LOW_MEMORY's beside them. */
export function printServerMemory(memory: ServerMemory, lowMemory: ServerMemory): void {
  const line = (label: string, mb: number, target: number) =>
    console.log(
      `${label.padEnd(40)} ${mb.toFixed(0).padStart(5)} MB  (target < ${target} MB: ${mb < target ? 'met' : 'missed'})`,
    );
  const print = (title: string, figures: ServerMemory) => {
    console.log(`\n${title} (PGlite, GEOIP on), resident set size\n`);
    line('idle after its first start', figures.firstIdleMb, 350);
    line('idle after a restart', figures.restartIdleMb, 350);
    line('highest while starting the first time', figures.firstStartPeakMb, 400);
    line('highest while restarting', figures.restartPeakMb, 400);
    line('peak under load (scans + API list)', figures.loadPeakMb, 400);
    console.log(
      `answered during the load                ${figures.redirectsPerSecond.toFixed(0)} redirects/s, ${figures.listsPerSecond.toFixed(0)} lists/s`,
    );
  };
  print('Server memory as `npm start` runs it (LOW_MEMORY=false)', memory);
  print('The same with LOW_MEMORY=true', lowMemory);
  const ratio = (key: keyof ServerMemory) => (lowMemory[key] / memory[key]).toFixed(2);
  console.log(
    `\nLOW_MEMORY=true against the default: restart's high-water mark ${ratio('restartPeakMb')}x, peak under load ${ratio('loadPeakMb')}x, redirects ${ratio('redirectsPerSecond')}x, lists ${ratio('listsPerSecond')}x`,
  );
}
