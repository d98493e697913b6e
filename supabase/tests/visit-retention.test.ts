/**
 * Visit retention per plan (plans.visit_retention_months, apply_visit_retention): the raw visits
 * older than an owner's plan keeps are deleted, a round of at most p_limit at a time; other
 * owners' visits, the counters and the roll-ups (the charts) stay; a month older than every plan
 * keeps leaves whole; only an admin sets the months, and only within 1-1200; a plan that keeps
 * more again never counts the deleted visits back into the owner's log. In a team, the plan that
 * counts is the workspace owner's, for the retention and for every member's log.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  serviceRole,
  useFreshDatabase,
  type Caller,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

const DAY = 86_400_000;

interface Round {
  partitions_dropped: number;
  scans_deleted: number;
  clicks_deleted: number;
  activity_deleted: number;
  more: boolean;
}

describe.each(ENGINES)('visit retention on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let bCode: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    const { rows } = await db.query<{ id: string }>(
      "insert into public.qr_codes (user_id, target_url) values ($1, 'https://b.example/') returning id",
      [cast.b.id],
    );
    bCode = rows[0]!.id;
    // A on the free plan (the default), B on basico.
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.b.id]);
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const record = (visits: Array<{ kind: 'qr' | 'link'; target: string; at: string }>) =>
    asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
        randomUUID(),
        JSON.stringify(visits.map((visit, i) => ({ seq: i + 1, is_bot: false, ...visit }))),
      ]),
    );
  const retention = (limit?: number) =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{ r: Round }>(
        limit === undefined
          ? 'select public.apply_visit_retention() as r'
          : 'select public.apply_visit_retention($1) as r',
        limit === undefined ? [] : [limit],
      );
      return rows[0]!.r;
    });
  const ensurePartitions = () =>
    asRole(db, serviceRole, (tx) => tx.query('select public.ensure_visit_partitions()'));
  const scans = async (code: string) => {
    const { rows } = await db.query<{ n: number; rolled: number; counted: number }>(
      `select (select count(*)::int from public.qr_code_scans where qr_code_id = $1) as n,
              (select coalesce(sum(count), 0)::int from public.visit_rollups
                where target_id = $1 and dimension = 'visits') as rolled,
              (select scan_count from public.qr_codes where id = $1) as counted`,
      [code],
    );
    return rows[0]!;
  };
  const clicks = async (link: string) => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.link_clicks where short_link_id = $1',
      [link],
    );
    return rows[0]!.n;
  };
  const setMonths = (caller: Caller, plan: string, months: number | null) =>
    asRole(db, caller, (tx) =>
      tx.query(
        `select public.admin_update_plan(p_id => p.id, p_name => p.name, p_price => p.price,
           p_features => p.features, p_order => p."order",
           p_visit_retention_months => $2::integer) as r
         from public.plans p where p.id = $1`,
        [plan, months],
      ),
    );

  it('keeps every visit while no plan has a limit (the default)', async () => {
    await record([
      { kind: 'qr', target: cast.rows.qrCodeId, at: daysAgo(150) },
      { kind: 'qr', target: cast.rows.qrCodeId, at: daysAgo(120) },
      { kind: 'qr', target: cast.rows.qrCodeId, at: daysAgo(10) },
      { kind: 'qr', target: bCode, at: daysAgo(150) },
      { kind: 'link', target: cast.rows.anonymousShortLinkId, at: daysAgo(150) },
    ]);
    await ensurePartitions();
    expect(await retention()).toEqual({
      partitions_dropped: 0,
      scans_deleted: 0,
      clicks_deleted: 0,
      activity_deleted: 0,
      more: false,
    });
  });

  it("lets only an admin set a plan's months, within 1 to 1200", async () => {
    for (const caller of [cast.callers.a, cast.callers.anon]) {
      expect((await pgError(setMonths(caller, 'free_plan', 3))).code).toBe('42501');
    }
    for (const months of [0, 1201]) {
      expect(await pgError(setMonths(cast.callers.admin, 'free_plan', months))).toEqual({
        code: '22023',
        message: 'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.',
      });
    }
    await setMonths(cast.callers.admin, 'free_plan', 3);
    const { rows } = await db.query(
      'select id, visit_retention_months from public.plans where id in ($1, $2) order by id',
      ['basico', 'free_plan'],
    );
    expect(rows).toEqual([
      { id: 'basico', visit_retention_months: null },
      { id: 'free_plan', visit_retention_months: 3 },
    ]);
  });

  it("deletes the visits older than the owner's plan keeps, a round at a time, and keeps the totals", async () => {
    const aBefore = await scans(cast.rows.qrCodeId);
    const bBefore = await scans(bCode);
    // Two of 150 and 120 days ago, one of 10 days ago, and the cast's own of today.
    expect(aBefore.n).toBe(4);

    // A's two old scans and the anonymous link's old click (links made anonymously follow the
    // free plan), one of each per round at p_limit 1.
    expect(await retention(1)).toEqual({
      partitions_dropped: 0,
      scans_deleted: 1,
      clicks_deleted: 1,
      activity_deleted: 0,
      more: true,
    });
    expect(await retention(1)).toMatchObject({ scans_deleted: 1, clicks_deleted: 0 });
    expect(await retention(1)).toMatchObject({ scans_deleted: 0, clicks_deleted: 0, more: false });

    expect(await scans(cast.rows.qrCodeId)).toEqual({ ...aBefore, n: 2 });
    expect(await clicks(cast.rows.anonymousShortLinkId)).toBe(0);
    // B's plan keeps everything.
    expect(await scans(bCode)).toEqual(bBefore);
  });

  it("keeps the log's count to the visits left when the owner's plan keeps more again", async () => {
    // Above, the free plan's 3 months deleted A's scans of 150 and 120 days ago; the rollups,
    // which the log pages by, still count them.
    const log = async () => {
      const { rows } = await asRole(db, cast.callers.a, (tx) =>
        tx.query<{ total_count: string }>('select total_count from public.list_qr_scans($1)', [
          cast.rows.qrCodeId,
        ]),
      );
      return { rows: rows.length, total: Number(rows[0]?.total_count ?? 0) };
    };
    expect(await log()).toEqual({ rows: 2, total: 2 });

    // The admin lets the free plan keep everything: the deleted days stay out of the log.
    await setMonths(cast.callers.admin, 'free_plan', null);
    expect(await log()).toEqual({ rows: 2, total: 2 });
    // What the mark holds back: without it the rollups' count comes back.
    await db.query('update public.profiles set visits_deleted_before = null where id = $1', [
      cast.a.id,
    ]);
    expect(await log()).toEqual({ rows: 2, total: 4 });

    // A moves from the 3-month free plan to basico, which keeps everything: the same.
    await setMonths(cast.callers.admin, 'free_plan', 3);
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.a.id]);
    expect(await log()).toEqual({ rows: 2, total: 2 });
  });

  it('drops a whole month older than every plan keeps', async () => {
    await db.query('update public.plans set visit_retention_months = 12');
    await record([{ kind: 'qr', target: bCode, at: '2019-03-10T12:00:00Z' }]);
    await ensurePartitions();
    const before = await scans(bCode);
    const round = await retention();
    expect(round.partitions_dropped).toBe(1);
    const { rows } = await db.query<{ gone: boolean }>(
      "select to_regclass('public.qr_code_scans_2019_03') is null as gone",
    );
    expect(rows).toEqual([{ gone: true }]);
    // B's scan of 150 days ago is within 12 months: kept, with the totals.
    expect(await scans(bCode)).toEqual({ ...before, n: before.n - 1 });
  });

  it("keeps a team code's visits as long as its owner's plan keeps them, whoever made or reads it", async () => {
    // B (basico: 24 months here) owns a team where A (the free plan: 3 months) edits.
    await db.query("update public.plans set visit_retention_months = 24 where id = 'basico'");
    await db.query("update public.plans set visit_retention_months = 3 where id = 'free_plan'");
    await db.query(
      "update public.profiles set plan_id = 'free_plan', visits_deleted_before = null where id = $1",
      [cast.a.id],
    );
    const { rows } = await db.query<{ id: string }>(
      "insert into public.workspaces (name, created_by) values ('Agência', $1) returning id",
      [cast.b.id],
    );
    const team = rows[0]!.id;
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'owner'), ($1, $3, 'editor')`,
      [team, cast.b.id, cast.a.id],
    );
    const made = await db.query<{ id: string }>(
      `insert into public.qr_codes (workspace_id, user_id, target_url)
       values ($1, $2, 'https://equipe.example/') returning id`,
      [team, cast.a.id],
    );
    const code = made.rows[0]!.id;
    await record([
      { kind: 'qr', target: code, at: daysAgo(150) },
      { kind: 'qr', target: code, at: daysAgo(10) },
    ]);

    // The retention follows B's plan, not A's: the scan of 150 days ago stays.
    await retention();
    expect((await scans(code)).n).toBe(2);
    // And A, on the free plan, reads the team code's whole log as its owner's plan keeps it.
    const log = await asRole(db, cast.callers.a, (tx) =>
      tx.query('select id from public.list_qr_scans($1)', [code]),
    );
    expect(log.rows).toHaveLength(2);
    const all = await asRole(db, cast.callers.a, (tx) =>
      tx.query('select id from public.list_qr_scans(p_workspace => $1)', [team]),
    );
    expect(all.rows).toHaveLength(2);
  });

  it("keeps a workspace's 'Atividade' as long as its owner's plan keeps the visits", async () => {
    // As the test above left them: A on the free plan (3 months), B on basico (24 months).
    const personal = async (userId: string) =>
      (
        await db.query<{ id: string }>('select id from public.workspaces where personal_of = $1', [
          userId,
        ])
      ).rows[0]!.id;
    const [aSpace, bSpace] = [await personal(cast.a.id), await personal(cast.b.id)];
    for (const [space, days] of [
      [aSpace, 150],
      [aSpace, 10],
      [bSpace, 150],
    ] as const) {
      await db.query(
        `insert into public.workspace_activity (workspace_id, action, item_kind, item_id, item_label, at)
         values ($1, 'created', 'qr', gen_random_uuid(), 'https://a.example/', $2)`,
        [space, daysAgo(days)],
      );
    }
    expect(await retention()).toMatchObject({ activity_deleted: 1 });
    const left = await db.query<{ workspace_id: string; n: number }>(
      `select workspace_id, count(*)::int as n from public.workspace_activity
       where workspace_id = any($1) and item_label = 'https://a.example/' group by workspace_id`,
      [[aSpace, bSpace]],
    );
    expect(Object.fromEntries(left.rows.map((row) => [row.workspace_id, row.n]))).toEqual({
      [aSpace]: 1,
      [bSpace]: 1,
    });
  });
});
