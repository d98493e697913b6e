/**
 * list_link_clicks: one of the owner's links' click log, newest first, paged, with the total,
 * from the rollups (as list_qr_scans): the same rows in the same order and the same total as
 * sorting every click would give; nothing for anyone else; never older than the plan keeps.
 */
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

describe.each(ENGINES)('list_link_clicks on %s', (engine) => {
  let db: Db;
  let owner: Caller;
  let stranger: Caller;
  let link: string;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const ana = await createAuthUser(db);
    owner = userCaller(ana);
    stranger = userCaller(await createAuthUser(db));
    const { rows } = await db.query<{ id: string }>(
      `insert into public.short_links (user_id, original_url, short_code)
       values ($1, 'https://example.com/promo', 'promo01') returning id`,
      [ana.id],
    );
    link = rows[0]!.id;
    // 400 clicks over 45 days at scattered hours, one in 25 a bot.
    await db.query(
      `insert into public.link_clicks (short_link_id, clicked_at, user_agent, is_bot)
       select $1, now() - (g % 45) * interval '1 day' - ((g * 7919) % 86400) * interval '1 second',
              'UA ' || g, g % 25 = 0
       from generate_series(1, 400) g`,
      [link],
    );
  });

  const reference = async () => {
    const { rows } = await db.query<{ id: string }>(
      `select c.id::text from public.link_clicks c
       join public.short_links l on l.id = c.short_link_id
       join public.profiles p on p.id = l.user_id
       join public.plans pl on pl.id = p.plan_id
       where c.short_link_id = $1
         and (pl.visit_retention_months is null
              or c.clicked_at >= now() - make_interval(months => pl.visit_retention_months))
       order by c.clicked_at desc, c.id desc`,
      [link],
    );
    return rows.map((row) => row.id);
  };
  const page = (caller: Caller, limit: number, offset: number) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ id: string; total_count: number }>(
        'select id::text, total_count from public.list_link_clicks($1, $2, $3)',
        [link, limit, offset],
      );
      return rows;
    });

  it('answers every page and the total as sorting every click would, and nothing to others', async () => {
    const all = await reference();
    expect(all).toHaveLength(400);
    for (const [limit, offset] of [
      [50, 0],
      [9, 41],
      [1000, 0],
      [50, 380],
      [50, 405],
    ] as const) {
      const got = await page(owner, limit, offset);
      expect(
        got.map((row) => row.id),
        `limit ${limit} offset ${offset}`,
      ).toEqual(all.slice(offset, offset + limit));
      if (got.length > 0) expect(got[0]!.total_count).toBe(400);
    }
    expect(await page(stranger, 50, 0)).toEqual([]);
  });

  it("never shows clicks older than the owner's plan keeps", async () => {
    await db.query("update public.plans set visit_retention_months = 1 where id = 'free_plan'");
    await db.query(
      `insert into public.link_clicks (short_link_id, clicked_at, user_agent)
       select $1, now() - interval '3 months' - g * interval '1 hour', 'velho' from generate_series(1, 4) g`,
      [link],
    );
    const all = await reference();
    const got = await page(owner, 1000, 0);
    expect(got.map((row) => row.id)).toEqual(all);
    expect(got[0]!.total_count).toBe(all.length);
  });
});
