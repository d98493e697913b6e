/**
 * Race safety: two transactions that overlap (on PostgreSQL they truly run at once, each holding
 * its work open with pg_sleep; PGlite serialises them) must not both win. Covers the one
 * short-link namespace and the last-admin rule.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  adminCaller,
  makeAdmin,
  userCaller,
} from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { sqlStateOf } from '../../tests/support/db-probe';

/** Runs both at once; answers the SQLSTATE of each failure, 'ok' for each success. */
async function race(...runs: Promise<unknown>[]): Promise<string[]> {
  const results = await Promise.allSettled(runs);
  return results
    .map((r) => (r.status === 'fulfilled' ? 'ok' : (sqlStateOf(r.reason) ?? String(r.reason))))
    .sort();
}

describe.each(ENGINES)('concurrency on %s', (engine) => {
  let db: Db;
  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });

  it('gives a contested alias (any case) to exactly one link', async () => {
    const [ana, bia] = [userCaller(await createAuthUser(db)), userCaller(await createAuthUser(db))];
    const claim = (caller: Caller, code: string, alias: string) =>
      asRole(db, caller, async (tx) => {
        await tx.query(
          "insert into public.short_links (user_id, original_url, short_code, custom_alias) values (auth.uid(), 'https://example.com', $1, $2)",
          [code, alias],
        );
        await tx.query('select pg_sleep(0.3)');
      });
    expect(
      await race(claim(ana, 'Race0001', 'corrida'), claim(bia, 'Race0002', 'CORRIDA')),
    ).toEqual(['23505', 'ok']);
    // and a code against an alias
    expect(await race(claim(ana, 'Race0003', 'volta'), claim(bia, 'VOLTA', 'outra'))).toEqual([
      '23505',
      'ok',
    ]);
    const { rows } = await db.query(
      "select count(*)::int as n from public.short_link_names where name in ('corrida', 'volta')",
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('never lets two admins demote each other at the same time', async () => {
    const first = await createAuthUser(db);
    const second = await createAuthUser(db);
    await makeAdmin(db, first.id);
    await makeAdmin(db, second.id);
    const demote = (by: Caller, target: string) =>
      asRole(db, by, async (tx) => {
        const { rows } = await tx.query<{ r: { success: boolean } }>(
          "select public.admin_update_client($1, 'X', 'user') as r",
          [target],
        );
        await tx.query('select pg_sleep(0.3)');
        if (!rows[0]?.r.success) throw Object.assign(new Error('refused'), { code: 'refused' });
      });
    const outcomes = await race(
      demote(adminCaller(first), second.id),
      demote(adminCaller(second), first.id),
    );
    // Exactly one wins. The loser is refused by the last-admin rule (overlapping, PostgreSQL)
    // or, when serialised (PGlite), because it is no longer an admin at all (42501).
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(['refused', '42501']).toContain(outcomes.find((o) => o !== 'ok'));
    const { rows } = await db.query(
      "select count(*)::int as n from public.profiles where role = 'admin'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});
