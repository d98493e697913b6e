/** list_qr_scans: the owner's scans only, filtered by code, dates and text, paged and counted. */
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

describe.each(ENGINES)('list_qr_scans on %s', (engine) => {
  let db: Db;
  let owner: Caller;
  let other: Caller;
  let menu: string;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const ana = await createAuthUser(db);
    owner = userCaller(ana);
    other = userCaller(await createAuthUser(db));
    const insert = async (url: string) =>
      (
        await db.query<{ id: string }>(
          'insert into public.qr_codes (user_id, target_url) values ($1, $2) returning id',
          [ana.id, url],
        )
      ).rows[0]!.id;
    menu = await insert('https://example.com/Cardapio');
    const flyer = await insert('https://example.com/flyer');
    await db.query(
      `insert into public.qr_code_scans (qr_code_id, scanned_at, user_agent) values
         ($1, '2026-03-01T10:00:00Z', 'iPhone Safari'),
         ($1, '2026-03-02T23:59:59.999Z', 'Windows Chrome'),
         ($2, '2026-03-03T00:00:00Z', 'Android Chrome')`,
      [menu, flyer],
    );
  });

  const list = (caller: Caller, args: string, params: unknown[] = []) =>
    asRole(
      db,
      caller,
      async (tx) =>
        (
          await tx.query<{ user_agent: string; total_count: number }>(
            `select user_agent, total_count from public.list_qr_scans(${args})`,
            params,
          )
        ).rows,
    );

  it('lists the owner’s scans newest first with the total, and nothing for anyone else', async () => {
    const all = await list(owner, '');
    expect(all.map((r) => r.user_agent)).toEqual([
      'Android Chrome',
      'Windows Chrome',
      'iPhone Safari',
    ]);
    expect(all.every((r) => r.total_count === 3)).toBe(true);
    expect(await list(other, '')).toEqual([]);
  });

  it('filters by code, whole days, and text in the URL or user agent (any case)', async () => {
    expect((await list(owner, 'p_qr_code_id => $1', [menu])).length).toBe(2);
    const days = await list(
      owner,
      "p_from => '2026-03-02T00:00:00Z', p_to => '2026-03-02T23:59:59.999Z'",
    );
    expect(days.map((r) => r.user_agent)).toEqual(['Windows Chrome']);
    expect((await list(owner, "p_search => 'CARDAPIO'")).length).toBe(2);
    expect((await list(owner, "p_search => 'chrome'")).length).toBe(2);
  });

  it('pages, keeping the full count', async () => {
    const second = await list(owner, 'p_limit => 1, p_offset => 1');
    expect(second).toEqual([{ user_agent: 'Windows Chrome', total_count: 3 }]);
  });
});

/**
 * Without a text search the total and the pages come from the rollups (list_qr_scans reads only
 * the raw rows of the days a page falls in): the same rows, in the same order, with the same
 * total as sorting every matching row would give, for any bounds, code, page and plan.
 */
describe.each(ENGINES)('list_qr_scans deep in a long log on %s', (engine) => {
  let db: Db;
  let owner: Caller;
  let ownerId: string;
  let codes: string[];

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const ana = await createAuthUser(db);
    ownerId = ana.id;
    owner = userCaller(ana);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url)
       select $1, 'https://example.com/' || g from generate_series(1, 3) g returning id`,
      [ana.id],
    );
    codes = rows.map((row) => row.id);
    // 900 scans over 45 days at scattered hours, one in 25 a bot, in three statements.
    for (const code of codes) {
      await db.query(
        `insert into public.qr_code_scans (qr_code_id, scanned_at, user_agent, is_bot)
         select $1, now() - (g % 45) * interval '1 day' - ((g * 7919) % 86400) * interval '1 second',
                'UA ' || g, g % 25 = 0
         from generate_series(1, 300) g`,
        [code],
      );
    }
  });

  /** What sorting every row would answer: ids of the page and the total. */
  const reference = async (code: string | null, from: string | null, to: string | null) => {
    const { rows } = await db.query<{ id: string; scanned_at: Date }>(
      `select s.id::text, s.scanned_at from public.qr_code_scans s
       join public.qr_codes q on q.id = s.qr_code_id
       left join public.profiles p on p.id = q.user_id
       left join public.plans pl on pl.id = p.plan_id
       where q.user_id = $1 and ($2::uuid is null or s.qr_code_id = $2)
         and ($3::timestamptz is null or s.scanned_at >= $3) and ($4::timestamptz is null or s.scanned_at <= $4)
         and (pl.visit_retention_months is null
              or s.scanned_at >= now() - make_interval(months => pl.visit_retention_months))
       order by s.scanned_at desc, s.id desc`,
      [ownerId, code, from, to],
    );
    return rows.map((row) => row.id);
  };
  const page = (
    code: string | null,
    from: string | null,
    to: string | null,
    limit: number,
    offset: number,
  ) =>
    asRole(db, owner, async (tx) => {
      const { rows } = await tx.query<{ id: string; total_count: number }>(
        'select id::text, total_count from public.list_qr_scans($1, $2, $3, null, $4, $5)',
        [code, from, to, limit, offset],
      );
      return rows;
    });

  it('answers every page and total as sorting every row would', async () => {
    const at = (daysAgo: number, hour: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 11) +
      `${String(hour).padStart(2, '0')}:17:00Z`;
    const ranges: Array<[string | null, string | null]> = [
      [null, null],
      [at(30, 15), null],
      [null, at(5, 9)],
      [at(20, 22), at(3, 4)],
      [at(10, 8), at(10, 19)],
    ];
    for (const code of [null, codes[1]!]) {
      for (const [from, to] of ranges) {
        const all = await reference(code, from, to);
        for (const [limit, offset] of [
          [50, 0],
          [7, 37],
          [1000, 0],
          [50, Math.max(0, all.length - 20)],
          [50, all.length + 5],
        ] as const) {
          const got = await page(code, from, to, limit, offset);
          const where = `code ${code ? 1 : 'all'}, ${from}..${to}, limit ${limit} offset ${offset}`;
          expect(
            got.map((row) => row.id),
            where,
          ).toEqual(all.slice(offset, offset + limit));
          if (got.length > 0) expect(got[0]!.total_count, where).toBe(all.length);
        }
      }
    }
  });

  it("never shows scans older than the owner's plan keeps, in the pages or the total", async () => {
    await db.query("update public.plans set visit_retention_months = 1 where id = 'free_plan'");
    await db.query(
      `insert into public.qr_code_scans (qr_code_id, scanned_at, user_agent)
       select $1, now() - interval '2 months' - g * interval '1 hour', 'velho' from generate_series(1, 5) g`,
      [codes[0]],
    );
    const all = await reference(null, null, null);
    const got = await page(null, null, null, 1000, 0);
    expect(got.map((row) => row.id)).toEqual(all.slice(0, 1000));
    expect(got[0]!.total_count).toBe(all.length);
  });
});
