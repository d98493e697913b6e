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
