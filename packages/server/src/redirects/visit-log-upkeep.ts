// The visit logs' upkeep (docs/architecture.md, "Years of scans"): at start and every six hours
// the server makes the coming months' partitions of qr_code_scans and link_clicks and moves any
// visits that fell into a default partition into their month (ensure_visit_partitions). Several
// instances may run it at once: the function takes its turn under an advisory lock. On hosted
// Supabase pg_cron runs the same function.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';

const UPKEEP_INTERVAL_MS = 6 * 60 * 60_000;

async function ensureVisitPartitions(db: Db): Promise<number> {
  return runAs(db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ n: number }>('select public.ensure_visit_partitions() as n');
    return Number(rows[0]!.n);
  });
}

/** Runs the upkeep now and every interval; the returned function stops it. */
export function startVisitLogUpkeep(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = UPKEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = ensureVisitPartitions(db).then(
      (made) => {
        if (made > 0) log.info({ made }, 'visit log partitions made');
      },
      (error: unknown) => log.error({ err: error }, 'visit log upkeep failed'),
    );
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
