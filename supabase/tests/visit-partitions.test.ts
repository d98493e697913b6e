/**
 * Years of scans: the visit logs are partitioned by month (ensure_visit_partitions). A visit goes
 * into its month's partition; one whose month has none waits in the default partition until the
 * next upkeep moves it, with nothing rolled up twice; a partition is read only through its table.
 * And the migration that partitioned the logs kept every row, id and roll-up of a database that
 * already had visits.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { startVisitLogUpkeep } from '@qrlink/server/redirects/visit-log-upkeep';
import {
  ENGINES,
  asRole,
  createAuthUser,
  serviceRole,
  useFreshDatabase,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';
import { applyMigrations, databaseBefore } from '../../tests/support/migrating-database';

const PARTITIONING = '20261129100000_visits_by_month';

/** The month partition's name for a time, as ensure_visit_partition names it. */
function partitionOf(table: string, at: Date): string {
  return `${table}_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function record(db: Db, visits: object[]) {
  await asRole(db, serviceRole, (tx) =>
    tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
      randomUUID(),
      JSON.stringify(visits.map((visit, i) => ({ seq: i + 1, is_bot: false, ...visit }))),
    ]),
  );
}

async function whereScans(db: Db, code: string) {
  const { rows } = await db.query<{ part: string; n: number }>(
    `select tableoid::regclass::text as part, count(*)::int as n from public.qr_code_scans
     where qr_code_id = $1 group by 1 order by 1`,
    [code],
  );
  return rows;
}

async function rolledUp(db: Db, code: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select coalesce(sum(count), 0)::int as n from public.visit_rollups where target_id = $1 and dimension = 'visits'",
    [code],
  );
  return rows[0]!.n;
}

describe.each(ENGINES)('visit logs by month on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  it('writes each visit into its month', async () => {
    const now = new Date();
    await record(db, [
      { kind: 'qr', target: cast.rows.qrCodeId },
      { kind: 'link', target: cast.rows.shortLinkId },
    ]);
    expect(await whereScans(db, cast.rows.qrCodeId)).toEqual([
      { part: partitionOf('qr_code_scans', now), n: 2 },
    ]);
    const { rows } = await db.query<{ part: string }>(
      'select distinct tableoid::regclass::text as part from public.link_clicks where short_link_id = $1',
      [cast.rows.shortLinkId],
    );
    expect(rows).toEqual([{ part: partitionOf('link_clicks', now) }]);
  });

  it('keeps a visit of a month without partition aside, then moves it into its month', async () => {
    const rolledBefore = await rolledUp(db, cast.rows.qrCodeId);
    await record(db, [
      { kind: 'qr', target: cast.rows.qrCodeId, at: '2019-03-10T12:00:00Z' },
      { kind: 'qr', target: cast.rows.qrCodeId, at: '2019-03-31T23:59:59Z' },
    ]);
    expect(await whereScans(db, cast.rows.qrCodeId)).toContainEqual({
      part: 'qr_code_scans_default',
      n: 2,
    });
    expect(await rolledUp(db, cast.rows.qrCodeId)).toBe(rolledBefore + 2);

    const made = await asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        'select public.ensure_visit_partitions() as n',
      );
      return rows[0]!.n;
    });
    expect(made).toBe(1);
    const parts = await whereScans(db, cast.rows.qrCodeId);
    expect(parts).toContainEqual({ part: 'qr_code_scans_2019_03', n: 2 });
    expect(parts.map((p) => p.part)).not.toContain('qr_code_scans_default');
    // Moved, not written again: nothing counted twice.
    expect(await rolledUp(db, cast.rows.qrCodeId)).toBe(rolledBefore + 2);
    // A second run finds nothing to do.
    const again = await asRole(db, serviceRole, (tx) =>
      tx.query<{ n: number }>('select public.ensure_visit_partitions() as n'),
    );
    expect(again.rows[0]!.n).toBe(0);
  });

  it("is made again by the server's upkeep when a coming month is missing", async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const month = partitionOf('link_clicks', next);
    await db.query(`alter table public.link_clicks detach partition public.${month}`);
    await db.query(`drop table public.${month}`);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startVisitLogUpkeep(db, log as unknown as FastifyBaseLogger);
    await stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { partitionsMade: 1, partitionsDropped: 0, visitsDeleted: 0, activityDeleted: 0 },
      'visit log upkeep',
    );
    const { rows } = await db.query('select to_regclass($1) is not null as made', [
      `public.${month}`,
    ]);
    expect(rows).toEqual([{ made: true }]);
  });

  it('lets nobody read a partition directly, and the owner read theirs through the table', async () => {
    const month = partitionOf('qr_code_scans', new Date());
    for (const caller of [cast.callers.a, cast.callers.anon]) {
      expect(
        await pgError(asRole(db, caller, (tx) => tx.query(`select count(*) from public.${month}`))),
        `${caller.role} on ${month}`,
      ).toMatchObject({ code: '42501' });
    }
    const seen = await asRole(db, cast.callers.b, (tx) =>
      tx.query('select 1 from public.qr_code_scans where qr_code_id = $1', [cast.rows.qrCodeId]),
    );
    expect(seen.rowCount).toBe(0);
  });
});

describe.each(ENGINES)('partitioning a database with visits on %s', (engine) => {
  it('keeps every row, id, count and roll-up, and numbers new visits after them', async () => {
    const { db, close } = await databaseBefore(engine, PARTITIONING);
    try {
      const owner = await createAuthUser(db);
      const { rows: codes } = await db.query<{ id: string }>(
        "insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com/m') returning id",
        [owner.id],
      );
      const code = codes[0]!.id;
      await record(db, [
        { kind: 'qr', target: code, at: '2025-12-31T23:00:00Z', country: 'BR' },
        { kind: 'qr', target: code, at: '2026-01-01T01:00:00Z', ip: '200.1.2.3' },
        { kind: 'qr', target: code },
      ]);
      const snapshot = async () =>
        (
          await db.query(
            `select id, scanned_at, country, ip_address from public.qr_code_scans
             where qr_code_id = $1 order by id`,
            [code],
          )
        ).rows;
      const before = await snapshot();
      const rolledBefore = await rolledUp(db, code);

      await applyMigrations(db, (version) => version === PARTITIONING);

      expect(await snapshot()).toEqual(before);
      expect(await rolledUp(db, code)).toBe(rolledBefore);
      expect((await whereScans(db, code)).map((p) => p.part)).toEqual(
        expect.arrayContaining([
          'qr_code_scans_2025_12',
          'qr_code_scans_2026_01',
          partitionOf('qr_code_scans', new Date()),
        ]),
      );
      await record(db, [{ kind: 'qr', target: code }]);
      const after = await snapshot();
      expect(after).toHaveLength(4);
      const ids = after.map((row) => Number((row as { id: number }).id));
      expect(ids[3]).toBeGreaterThan(Math.max(...ids.slice(0, 3)));
      expect(await rolledUp(db, code)).toBe(rolledBefore + 1);
    } finally {
      await close();
    }
  }, 120_000);
});
