/**
 * What the redirect benchmarks (`bench:redirect`, `bench:cluster`) share: a round of load with
 * autocannon, its drain (the wait until every visit it answered is a row and a count, so the
 * next round starts only then and deferred writes are charged to the round that caused them),
 * and the real start command. The owner's side (an account, its codes, what was recorded) is
 * tests/support/redirect-owner.ts.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startCommand } from '../tests/support/start-command';
import { IPHONE } from '../tests/support/user-agents';

export interface Round {
  rps: number;
  p50: number;
  p99: number;
  p999: number;
  redirects: number;
  errors: number;
  /** What the errors were: answers other than 302 by status, and failed or timed-out requests. */
  unexpected: Record<string, number>;
  /** Seconds after the round until its visits were all in the database (ours only). */
  drain: number;
  /** 302s over the round's seconds plus its drain. */
  sustained: number;
}

/** A round of `seconds` at `connections`, a phone's user agent so every visit counts. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  overallRate?: number,
): Promise<Round> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'user-agent': IPHONE },
    ...(overallRate ? { overallRate } : {}),
  });
  const latency = result.latency as typeof result.latency & { p99_9: number };
  const statuses = (result as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  const unexpected: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(statuses ?? {})) {
    if (status !== '302') unexpected[status] = count;
  }
  if (result.errors > 0) unexpected['failed'] = result.errors - result.timeouts;
  if (result.timeouts > 0) unexpected['timed out'] = result.timeouts;
  return {
    rps: result.requests.average,
    p50: latency.p50,
    p99: latency.p99,
    p999: latency.p99_9,
    redirects: result['3xx'],
    errors: result.errors + result.non2xx - result['3xx'],
    unexpected,
    drain: 0,
    sustained: result.requests.average,
  };
}

export type Read = (withRows?: boolean) => Promise<{ rows: number; counted: number }>;

/** Our round, then its drain: the next round starts only once its visits are all stored. */
export async function loadAndDrain(
  url: string,
  connections: number,
  seconds: number,
  read: Read,
  overallRate?: number,
): Promise<{ round: Round; lost: number; extra: number }> {
  const before = await read();
  const round = await load(url, connections, seconds, overallRate);
  const ended = Date.now();
  const { after, drainedAt } = await settle(read, before, round.redirects);
  const drain = (drainedAt - ended) / 1000;
  const rows = after.rows - before.rows;
  const counted = after.counted - before.counted;
  return {
    round: { ...round, drain, sustained: round.redirects / (seconds + drain) },
    lost: Math.max(0, round.redirects - Math.min(rows, counted)),
    extra: Math.max(0, Math.max(rows, counted) - round.redirects),
  };
}

/**
 * Waits until the database counts `expected` more visits than `before`. Under a burst the
 * server answers first and writes the journalled visits after, so a round's visits land in the
 * seconds after it.
 */
export async function settle(
  read: Read,
  before: { rows: number; counted: number },
  expected: number,
): Promise<{ after: { rows: number; counted: number }; drainedAt: number }> {
  const deadline = Date.now() + 300_000;
  let now = await read(false);
  while (now.counted - before.counted < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await read(false);
  }
  const drainedAt = Date.now();
  // A moment more: anything beyond `expected` would show up now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { after: await read(), drainedAt };
}

/** The real start command, as `npm start` runs it. */
export async function startOurs(env: Record<string, string>, url: string): Promise<ChildProcess> {
  // Node's own flags (not the tests' short-lived ones, which keep PGlite's WebAssembly on V8's
  // baseline compiler).
  return (await startCommand(env, url, [])).child;
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The mean of each figure over rounds (counts added up). */
export function average(rounds: Round[]): Round {
  const mean = (pick: (round: Round) => number) =>
    rounds.reduce((sum, round) => sum + pick(round), 0) / rounds.length;
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    p999: mean((r) => r.p999),
    drain: mean((r) => r.drain),
    sustained: mean((r) => r.sustained),
    redirects: rounds.reduce((sum, r) => sum + r.redirects, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    unexpected: rounds.reduce<Record<string, number>>((all, r) => {
      for (const [what, count] of Object.entries(r.unexpected))
        all[what] = (all[what] ?? 0) + count;
      return all;
    }, {}),
  };
}
