// Paid periods end by themselves: every minute (and at start) the server moves accounts whose
// period ended without a renewal back to the free plan (expire_lapsed_plans, which also tells
// each user). Several instances may run it at once: the function skips rows another one holds.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { startScheduledJob } from '../db/scheduled-job';
import { runAs } from '../http/shared/run-as';

const PLAN_EXPIRY_INTERVAL_MS = 60_000;

async function expireLapsedPlans(db: Db): Promise<number> {
  return runAs(db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ n: number }>('select public.expire_lapsed_plans() as n');
    return Number(rows[0]!.n);
  });
}

/** Runs expireLapsedPlans now and every interval; the returned function stops it. */
export function startPlanExpiry(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = PLAN_EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  return startScheduledJob(
    () =>
      expireLapsedPlans(db).then(
        (moved) => {
          if (moved > 0) log.info({ moved }, 'paid plans ended');
        },
        (error: unknown) => log.error({ err: error }, 'plan expiry failed'),
      ),
    intervalMs,
  );
}
