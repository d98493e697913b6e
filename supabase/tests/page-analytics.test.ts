/**
 * Analytics of pages (docs/product/pages.md, "Analytics"): record_page_visits (service role)
 * counts visits and taps into the rollups, kind 'page'; page_stats reads them back for the
 * page's workspace members only, and a shared report for anyone with its link; a deleted page
 * takes its counters and its shares with it.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  anon,
  asRole,
  serviceRole,
  useFreshDatabase,
  type Caller,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

const CONTENT = JSON.stringify({
  name: 'Café',
  bio: '',
  theme: {
    background: '#ffffff',
    text: '#111111',
    button: '#fd1455',
    buttonText: '#ffffff',
    shape: 'pill',
    font: 'sans',
  },
  buttons: [
    { id: 'site', kind: 'link', label: 'Site', target: 'https://cafe.example' },
    { id: 'zap', kind: 'phone', label: 'Ligar', target: '+554133334444' },
  ],
});

/** A visit at noon in Brazil (15:00 UTC) on `day`, by a phone. */
const visit = (page: string, day: string, extra: object = {}) => ({
  page,
  at: `${day}T15:00:00.000Z`,
  button: null,
  is_bot: false,
  device: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  country: 'BR',
  city: 'Curitiba',
  referrer: 'https://www.instagram.com/cafe',
  visitor: 'visitor-1',
  ...extra,
});

describe.each(ENGINES)('page analytics on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let pageId: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    pageId = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.pages (user_id, slug, title, content)
         values (auth.uid(), 'cafe-analise', 'Café', $1) returning id`,
        [CONTENT],
      );
      return rows[0]!.id;
    });
  });

  const record = (visits: unknown) =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        'select public.record_page_visits($1::jsonb) as n',
        [JSON.stringify(visits)],
      );
      return rows[0]!.n;
    });
  const stats = (caller: Caller, from = '2026-11-01', to = '2026-11-30') =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ stats: Record<string, unknown> | null }>(
        'select public.page_stats($1, $2, $3) as stats',
        [pageId, from, to],
      );
      return rows[0]!.stats;
    });
  const rollupCount = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          "select count(*) as n from public.visit_rollups where kind = 'page'",
        )
      ).rows[0]!.n,
    );

  it("counts visits and taps, and shows them to the page's members only", async () => {
    const written = await record([
      visit(pageId, '2026-11-20'),
      visit(pageId, '2026-11-20', { visitor: 'visitor-2', device: 'desktop' }),
      // The same visitor again that day: a visit, not a new visitor.
      visit(pageId, '2026-11-20'),
      visit(pageId, '2026-11-21'),
      visit(pageId, '2026-11-20', { is_bot: true, device: 'bot' }),
      visit(pageId, '2026-11-20', { button: 'site' }),
      visit(pageId, '2026-11-21', { button: 'site' }),
      visit(pageId, '2026-11-21', { button: 'zap' }),
      // A robot's tap counts nowhere; a page that is gone, neither.
      visit(pageId, '2026-11-21', { button: 'zap', is_bot: true }),
      visit('00000000-0000-4000-8000-000000000000', '2026-11-21'),
    ]);
    expect(written).toBe(9);

    const mine = await stats(cast.callers.a);
    expect(mine).toMatchObject({
      visits: 4,
      visitors: 3,
      bots: 1,
      clicks: 3,
      buttons: [
        { value: 'site', clicks: 2 },
        { value: 'zap', clicks: 1 },
      ],
      device: [
        { value: 'mobile', visits: 3 },
        { value: 'desktop', visits: 1 },
      ],
      referrer: [{ value: 'www.instagram.com', visits: 4 }],
      city: [{ value: 'Curitiba', visits: 4 }],
    });
    const days = (mine!.days as Array<{ day: string; visits: number }>).filter((d) => d.visits);
    expect(days).toEqual([
      { day: '2026-11-20', visits: 3, visitors: 2 },
      { day: '2026-11-21', visits: 1, visitors: 1 },
    ]);
    // Another user's call reads zeros; the page's days outside the range count nothing.
    expect(await stats(cast.callers.b)).toMatchObject({ visits: 0, clicks: 0, buttons: [] });
    expect(await stats(cast.callers.a, '2026-11-21', '2026-11-21')).toMatchObject({
      visits: 1,
      clicks: 2,
    });
    // A reversed range or one over a year is refused with null, as visit_stats does.
    expect(await stats(cast.callers.a, '2026-11-30', '2026-11-01')).toBeNull();
    expect(await stats(cast.callers.a, '2025-01-01', '2026-11-30')).toBeNull();
  });

  it('refuses a malformed batch whole, and writes nothing of it', async () => {
    const before = await rollupCount();
    const good = visit(pageId, '2026-11-20');
    const bad: unknown[] = [
      { not: 'a list' },
      [good, { ...good, page: 'not-a-uuid' }],
      [good, { ...good, at: 'yesterday' }],
      [good, { ...good, button: 'no spaces allowed' }],
      [good, { ...good, is_bot: 'yes' }],
      Array.from({ length: 5001 }, () => good),
    ];
    for (const visits of bad) {
      const error = await pgError(record(visits));
      expect(error.code).toBe('22023');
      expect(error.message).toContain('Visitas de páginas inválidas');
    }
    expect(await rollupCount()).toBe(before);
  });

  it("shares a page's report with anyone who has its link, as a code's", async () => {
    const share = await asRole(db, cast.callers.a, async (tx) => {
      const { rows } = await tx.query<{ token: string; page_id: string }>(
        "select token, page_id from public.create_shared_report('page', $1)",
        [pageId],
      );
      return rows[0]!;
    });
    expect(share.page_id).toBe(pageId);
    const report = await asRole(db, anon, async (tx) => {
      const { rows } = await tx.query<{ report: Record<string, unknown> }>(
        "select public.shared_report($1, '2026-11-01', '2026-11-30') as report",
        [share.token],
      );
      return rows[0]!.report;
    });
    expect(report).toMatchObject({
      kind: 'page',
      destination: null,
      page: { kind: 'links', slug: 'cafe-analise', title: 'Café' },
      stats: {
        visits: 4,
        clicks: 3,
        buttons: [
          { value: 'site', clicks: 2 },
          { value: 'zap', clicks: 1 },
        ],
      },
    });
    // Another user neither shares the page nor sees its shares.
    const refused = await pgError(
      asRole(db, cast.callers.b, (tx) =>
        tx.query("select public.create_shared_report('page', $1)", [pageId]),
      ),
    );
    expect(refused.code).toBe('P0002');
    const seen = (caller: Caller) =>
      asRole(db, caller, async (tx) => {
        const { rows } = await tx.query('select 1 from public.shared_reports where page_id = $1', [
          pageId,
        ]);
        return rows.length;
      });
    expect(await seen(cast.callers.a)).toBe(1);
    expect(await seen(cast.callers.b)).toBe(0);
  });

  it('drops the counters and the shares of a deleted page', async () => {
    await record([visit(pageId, '2026-11-22'), visit(pageId, '2026-11-22', { button: 'site' })]);
    expect(await rollupCount()).toBeGreaterThan(0);
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('delete from public.pages where id = $1', [pageId]),
    );
    expect(await rollupCount()).toBe(0);
    const { rows } = await db.query(
      "select 1 from public.visit_day_visitors where kind = 'page' and target_id = $1",
      [pageId],
    );
    expect(rows).toEqual([]);
    const shares = await db.query('select 1 from public.shared_reports where page_id = $1', [
      pageId,
    ]);
    expect(shares.rows).toEqual([]);
  });
});
