/**
 * Analytics from rollups: every insert into the visit logs (a batch or a single visit) adds to
 * per-day counters by dimension; visit_stats reads them for the owner only; deleting a code
 * deletes its rollups.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
} from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';

describe.each(ENGINES)('visit_stats on %s', (engine) => {
  let db: Db;
  let owner: Caller;
  let stranger: Caller;
  let qrId: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    owner = userCaller(await createAuthUser(db));
    stranger = userCaller(await createAuthUser(db));
    qrId = await asRole(db, owner, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.qr_codes (user_id, target_url) values (auth.uid(), 'https://a.example/') returning id",
      );
      return rows[0]!.id;
    });
  });

  const stats = (caller: Caller, target: string | null = qrId) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ s: Record<string, unknown> }>(
        "select public.visit_stats('qr', $1, current_date - 6, current_date + 1) as s",
        [target],
      );
      return rows[0]!.s;
    });

  /** A journalled scan of `target` as the server hands it to record_redirect_visits. */
  const scanOf =
    (target: () => string) =>
    (seq: number, extra: Record<string, unknown> = {}) => ({
      seq,
      kind: 'qr',
      target: target(),
      at: new Date().toISOString(),
      user_agent: 'Mozilla/5.0',
      referrer: null,
      ip: null,
      country: 'BR',
      city: 'Recife',
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      is_bot: false,
      visitor: 'a',
      ...extra,
    });
  const record = (visits: unknown[]) =>
    asRole(db, { role: 'service_role' }, (tx) =>
      tx.query('select public.record_redirect_visits($1, $2::jsonb)', [
        randomUUID(),
        JSON.stringify(visits),
      ]),
    );

  it('counts visits, daily unique visitors, bots and breakdowns from the batches', async () => {
    const visit = scanOf(() => qrId);
    await record([
      visit(1, {}),
      visit(2, { referrer: 'https://www.instagram.com/p/1' }),
      visit(3, { visitor: 'b', device: 'desktop', os: 'Windows', country: 'US', city: null }),
    ]);
    // A second batch: the same visitor 'a' again, and a link preview.
    await record([visit(1, {}), visit(2, { is_bot: true, device: 'bot', visitor: 'c' })]);

    const s = await stats(owner);
    expect(s).toMatchObject({ visits: 4, visitors: 2, bots: 1 });
    expect(s.device).toEqual([
      { value: 'mobile', visits: 3 },
      { value: 'desktop', visits: 1 },
    ]);
    expect(s.country).toEqual([
      { value: 'BR', visits: 3 },
      { value: 'US', visits: 1 },
    ]);
    expect(s.city).toEqual([
      { value: 'Recife', visits: 3 },
      { value: '', visits: 1 },
    ]);
    expect(s.referrer).toEqual([
      { value: '', visits: 3 },
      { value: 'www.instagram.com', visits: 1 },
    ]);
    const days = s.days as Array<{ day: string; visits: number }>;
    expect(days).toHaveLength(8);
    expect(days.reduce((sum, day) => sum + day.visits, 0)).toBe(4);
    // All of the owner's codes give the same here (one code).
    expect(await stats(owner, null)).toMatchObject({ visits: 4, visitors: 2 });
  });

  it("shows a stranger nothing of someone else's code", async () => {
    expect(await stats(stranger)).toMatchObject({ visits: 0, visitors: 0, bots: 0, device: [] });
    const direct = await asRole(db, stranger, (tx) =>
      tx.query('select count(*)::int as n from public.visit_rollups'),
    );
    expect(direct.rows[0]).toEqual({ n: 0 });
  });

  it('refuses ranges it will not compute and counts single visits too', async () => {
    const bad = await asRole(db, owner, (tx) =>
      tx.query<{ s: unknown }>(
        "select public.visit_stats('qr', null, current_date, current_date - 1) as s",
      ),
    );
    expect(bad.rows[0]!.s).toBeNull();
    await asRole(db, { role: 'service_role' }, (tx) =>
      tx.query("select public.resolve_qr_redirect($1, 'Mozilla/5.0 (iPhone)')", [qrId]),
    );
    expect(await stats(owner)).toMatchObject({ visits: 5 });
  });

  it('rolls up a batch of visits alike, bots among them, as many visits', async () => {
    const other = await asRole(db, owner, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.qr_codes (user_id, target_url) values (auth.uid(), 'https://b.example/') returning id",
      );
      return rows[0]!.id;
    });
    const visit = scanOf(() => other);
    const batch = [
      ...Array.from({ length: 4 }, (_, i) => visit(i + 1, { visitor: 'd' })),
      visit(5, { is_bot: true, device: 'bot', visitor: 'c' }),
      visit(6, { is_bot: true, device: 'bot', visitor: 'c' }),
      visit(7, { referrer: 'https://t.co/x', visitor: 'd' }),
    ];
    await record(batch);
    const s = await stats(owner, other);
    expect(s).toMatchObject({ visits: 5, visitors: 1, bots: 2 });
    expect(s.device).toEqual([{ value: 'mobile', visits: 5 }]);
    expect(s.referrer).toEqual([
      { value: '', visits: 4 },
      { value: 't.co', visits: 1 },
    ]);
  });

  it("deletes a code's rollups with it", async () => {
    await asRole(db, owner, (tx) => tx.query('delete from public.qr_codes where id = $1', [qrId]));
    const { rows } = await db.query<{ n: number }>(
      'select (select count(*) from public.visit_rollups where target_id = $1) + (select count(*) from public.visit_day_visitors where target_id = $1) as n',
      [qrId],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
