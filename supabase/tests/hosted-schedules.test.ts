/**
 * The hosted schedules (migrations 20261126110000_hosted_schedules.sql,
 * 20261126120000_webhook_schedule.sql, 20261127100000_destination_recheck.sql,
 * 20261128090000_safe_browsing_schedule.sql, 20261129100000_visits_by_month.sql and
 * 20261129110000_visit_retention.sql): where pg_cron works, expire_lapsed_plans(), the calls of
 * the deliver-webhooks and check-destinations functions and the blocklist recheck
 * (recheck_destinations()) are scheduled every minute, the visit logs' coming months
 * (ensure_visit_partitions()) daily and their retention (apply_visit_retention()) hourly, once
 * however often the migrations run; where it does not (PGlite, a PostgreSQL that does not preload
 * it for this database) they apply and change nothing. The calls go through pg_net with Vault's
 * secrets, which this machine lacks: stand-ins with their signatures record them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { ENGINES, freshDatabase } from '../../tests/support/databases';
import { databaseUrl } from '../../tests/support/postgres-server';

const SCHEDULES_SQL = [
  '20261126110000_hosted_schedules.sql',
  '20261126120000_webhook_schedule.sql',
  '20261128090000_safe_browsing_schedule.sql',
]
  .map((name) => readFileSync(new URL(`../migrations/${name}`, import.meta.url), 'utf8'))
  .join('\n');

/** pg_net's http_post and Vault's view as Supabase has them, recording each call. */
const PG_NET_AND_VAULT_STAND_INS = `
  create schema net;
  create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
  create function net.http_post(
    url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{"Content-Type": "application/json"}',
    timeout_milliseconds integer default 5000
  ) returns bigint language sql as $$
    insert into net.calls values (url, body, headers, timeout_milliseconds);
    select 7::bigint;
  $$;
  create schema vault;
  create table vault.decrypted_secrets (name text, decrypted_secret text);
`;

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

  it('asks the deliver-webhooks and check-destinations functions through pg_net once Vault holds the project address and key', async () => {
    const db = await freshDatabase(engine);
    try {
      const request = async (tx: Pick<Db, 'query'>, fn: string) =>
        (await tx.query<{ id: number | null }>(`select public.${fn}() as id`)).rows[0]!.id;
      expect(await request(db, 'request_webhook_delivery')).toBeNull();
      expect(await request(db, 'request_destination_check')).toBeNull();
      await db
        .transaction(async (tx) => {
          await tx.query(PG_NET_AND_VAULT_STAND_INS);
          expect(await request(tx, 'request_webhook_delivery')).toBeNull();
          await tx.query(
            `insert into vault.decrypted_secrets values
               ('project_url', 'https://abcd.supabase.co/'), ('service_role_key', 'chave')`,
          );
          expect(Number(await request(tx, 'request_webhook_delivery'))).toBe(7);
          expect(Number(await request(tx, 'request_destination_check'))).toBe(7);
          const { rows } = await tx.query('select * from net.calls');
          const call = (name: string) => ({
            url: `https://abcd.supabase.co/functions/v1/${name}`,
            body: {},
            headers: { 'content-type': 'application/json', authorization: 'Bearer chave' },
            timeout_milliseconds: 30000,
          });
          expect(rows).toEqual([call('deliver-webhooks'), call('check-destinations')]);
          // Only a function's name goes into the address.
          await expect(
            tx.query("select public.request_project_function('../rest/v1/x')"),
          ).rejects.toMatchObject({ code: '22023' });
          throw new Error('rollback');
        })
        .catch((error: Error) => expect(error.message).toBe('rollback'));
    } finally {
      await db.close();
    }
  });
});

describe('with pg_cron, as on hosted Supabase (postgres)', () => {
  it('runs expire_lapsed_plans(), the webhook sender, the Safe Browsing lookups and the blocklist recheck every minute, one job each however often applied', async () => {
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
      }>('select jobname, schedule, command, database, active from cron.job order by jobname');
      expect(rows).toEqual([
        {
          jobname: 'check-destinations',
          schedule: '* * * * *',
          command: 'select public.request_destination_check()',
          database: cronDatabase,
          active: true,
        },
        {
          jobname: 'deliver-webhooks',
          schedule: '* * * * *',
          command: 'select public.request_webhook_delivery()',
          database: cronDatabase,
          active: true,
        },
        {
          jobname: 'expire-lapsed-plans',
          schedule: '* * * * *',
          command: 'select public.expire_lapsed_plans()',
          database: cronDatabase,
          active: true,
        },
        {
          jobname: 'recheck-destinations',
          schedule: '* * * * *',
          command: 'select public.recheck_destinations()',
          database: cronDatabase,
          active: true,
        },
        {
          jobname: 'visit-partitions',
          schedule: '17 3 * * *',
          command: 'select public.ensure_visit_partitions()',
          database: cronDatabase,
          active: true,
        },
        {
          jobname: 'visit-retention',
          schedule: '41 * * * *',
          command: 'select public.apply_visit_retention()',
          database: cronDatabase,
          active: true,
        },
      ]);
      // The coming months' partitions were made by the migration: the daily run finds them.
      const { rows: made } = await db.query<{ n: number }>(
        'select public.ensure_visit_partitions() as n',
      );
      expect(made[0]?.n).toBe(0);
      const { rows: kept } = await db.query<{ r: unknown }>(
        'select public.apply_visit_retention() as r',
      );
      expect(kept[0]?.r).toEqual({
        partitions_dropped: 0,
        scans_deleted: 0,
        clicks_deleted: 0,
        activity_deleted: 0,
        more: false,
      });
      // The job's command runs as the scheduling role, as pg_cron will run it.
      const { rows: expired } = await db.query<{ n: number }>(
        'select public.expire_lapsed_plans() as n',
      );
      expect(expired[0]?.n).toBe(0);
      // Without pg_net (not packaged for Debian) the calling jobs run and ask nothing.
      const { rows: asked } = await db.query(
        'select public.request_webhook_delivery() as a, public.request_destination_check() as b',
      );
      expect(asked).toEqual([{ a: null, b: null }]);
      // The recheck runs as the scheduling role too (no one signed in: audited as the system).
      const { rows: rechecked } = await db.query<{ r: unknown }>(
        'select public.recheck_destinations() as r',
      );
      expect(rechecked[0]?.r).toMatchObject({ disabled: 0, enabled: 0 });
    } finally {
      await db.close();
    }
  });
});
