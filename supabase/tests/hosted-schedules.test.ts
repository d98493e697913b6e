/**
 * The hosted schedules migration (20261126110000_hosted_schedules.sql): where pg_cron works,
 * expire_lapsed_plans() is scheduled every minute, once however often the migration runs; where
 * it does not (PGlite, a PostgreSQL that does not preload it for this database) the migration
 * applies and changes nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { ENGINES, freshDatabase } from '../../tests/support/databases';
import { databaseUrl } from '../../tests/support/postgres-server';

const SCHEDULES_SQL = readFileSync(
  new URL('../migrations/20261126110000_hosted_schedules.sql', import.meta.url),
  'utf8',
);

async function hasCronExtension(db: Db): Promise<boolean> {
  const { rows } = await db.query("select 1 from pg_extension where extname = 'pg_cron'");
  return rows.length > 0;
}

describe.each(ENGINES)('without a usable pg_cron (%s)', (engine) => {
  it('applies and schedules nothing: the self-hosted server expires plans', async () => {
    const db = await freshDatabase(engine);
    try {
      expect(await hasCronExtension(db)).toBe(false);
      // Applying it again is just as quiet.
      await db.query(SCHEDULES_SQL);
      expect(await hasCronExtension(db)).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describe('with pg_cron, as on hosted Supabase (postgres)', () => {
  it('runs expire_lapsed_plans() every minute, one job however often it is applied', async () => {
    const cronDatabase = inject('cronDatabase');
    if (!cronDatabase) {
      // Our own throwaway cluster always has it under .ci/run; an outside server may not.
      expect(
        process.env.TEST_DATABASE_URL,
        'install postgresql-NN-cron (.ci/run does)',
      ).toBeTruthy();
      return;
    }
    const db = await openDatabase({
      databaseUrl: databaseUrl(inject('postgresUrl'), cronDatabase),
    });
    try {
      await migrate(db, { seed: true });
      await db.query(SCHEDULES_SQL);
      const { rows } = await db.query<{
        jobname: string;
        schedule: string;
        command: string;
        database: string;
        active: boolean;
      }>('select jobname, schedule, command, database, active from cron.job');
      expect(rows).toEqual([
        {
          jobname: 'expire-lapsed-plans',
          schedule: '* * * * *',
          command: 'select public.expire_lapsed_plans()',
          database: cronDatabase,
          active: true,
        },
      ]);
      // The job's command runs as the scheduling role, as pg_cron will run it.
      const { rows: expired } = await db.query<{ n: number }>(
        'select public.expire_lapsed_plans() as n',
      );
      expect(expired[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
