/**
 * queryAs (packages/server/src/http/shared/run-as.ts), what /rest/v1 reads run through: the
 * caller's settings and the statement sent together in one transaction (Db.transactionOf), on
 * both engines. The statement runs as the caller, a read cannot write, and a session the
 * database refuses gets nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { queryAs } from '@qrlink/server/http/shared/run-as';
import { ENGINES, claimsOf, createAuthUser, useFreshDatabase } from '../../tests/support/databases';
import type { NewUser } from '../../tests/support/databases';

describe.each(ENGINES)('queryAs on %s', (engine) => {
  let db: Db;
  let user: NewUser;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    user = await createAuthUser(db);
  });
  const userClaims = (who: NewUser) =>
    claimsOf({ role: 'authenticated', userId: who.id, email: who.email });

  it("runs the statement as the caller, with the request's settings", async () => {
    const { rows } = await queryAs<Record<string, string>>(
      db,
      userClaims(user),
      `select auth.uid()::text as uid, current_user as role, current_setting('request.method') as method,
              current_setting('transaction_read_only') as read_only, $1::text as param`,
      ['valor'],
      { method: 'GET', readOnly: true },
    );
    expect(rows).toEqual([
      { uid: user.id, role: 'authenticated', method: 'GET', read_only: 'on', param: 'valor' },
    ]);
    // Nothing of the caller is left on the connection once the transaction ended.
    const after = await db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(after.rows[0]?.uid).toBeNull();
  });

  it('refuses a write in a read and keeps nothing of it', async () => {
    await expect(
      queryAs(
        db,
        userClaims(user),
        "insert into public.folders (name) values ('Lida só') returning id",
        [],
        { readOnly: true },
      ),
    ).rejects.toMatchObject({ code: '25006' });
    const { rows } = await db.query("select 1 from public.folders where name = 'Lida só'");
    expect(rows).toEqual([]);
  });

  it('answers nothing to a session of a blocked account', async () => {
    const blocked = await createAuthUser(db);
    await db.query("update auth.users set banned_until = 'infinity' where id = $1", [blocked.id]);
    await expect(
      queryAs(db, userClaims(blocked), 'select 1 as n', [], { readOnly: true }),
    ).rejects.toMatchObject({ code: '42501', hint: 'user_banned' });
  });
});
