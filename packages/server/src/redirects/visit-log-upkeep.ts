// The visit logs' upkeep (docs/architecture.md, "Years of scans"): at start and every six hours
// the server makes the coming months' partitions of qr_code_scans and link_clicks, moving any
// visits that fell into a default partition into their month (ensure_visit_partitions), then
// deletes the visits (and 'Atividade' entries) older than the plan of their workspace keeps
// (apply_visit_retention), a round at a time so that no transaction holds the logs for long.
// Several instances may run it at once: each function takes its turn under an advisory lock. On
// hosted Supabase pg_cron runs both.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { startScheduledJob } from '../db/scheduled-job';
import { queryAs } from '../http/shared/run-as';

const UPKEEP_INTERVAL_MS = 6 * 60 * 60_000;
/** Rounds of retention per upkeep; the next upkeep goes on where this one stopped. */
const MAX_RETENTION_ROUNDS = 50;

interface RetentionRound {
  partitions_dropped: number;
  scans_deleted: number;
  clicks_deleted: number;
  activity_deleted: number;
  more: boolean;
}

interface UpkeepResult {
  partitionsMade: number;
  partitionsDropped: number;
  visitsDeleted: number;
  activityDeleted: number;
}

async function upkeep(db: Db): Promise<UpkeepResult> {
  const call = async <T>(sql: string) =>
    (await queryAs<{ r: T }>(db, { role: 'service_role' }, sql, [])).rows[0]!.r;
  const result: UpkeepResult = {
    partitionsMade: Number(await call<number>('select public.ensure_visit_partitions() as r')),
    partitionsDropped: 0,
    visitsDeleted: 0,
    activityDeleted: 0,
  };
  for (let round = 0; round < MAX_RETENTION_ROUNDS; round++) {
    const done = await call<RetentionRound>('select public.apply_visit_retention() as r');
    result.partitionsDropped += done.partitions_dropped;
    result.visitsDeleted += done.scans_deleted + done.clicks_deleted;
    result.activityDeleted += done.activity_deleted;
    if (!done.more) break;
  }
  return result;
}

/** Runs the upkeep now and every interval; the returned function stops it. */
export function startVisitLogUpkeep(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = UPKEEP_INTERVAL_MS,
): () => Promise<void> {
  return startScheduledJob(
    () =>
      upkeep(db).then(
        (result) => {
          if (Object.values(result).some((n) => n > 0)) log.info(result, 'visit log upkeep');
        },
        (error: unknown) => log.error({ err: error }, 'visit log upkeep failed'),
      ),
    intervalMs,
  );
}
