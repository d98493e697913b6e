/**
 * The tests' databases, PGlite copies and PostgreSQL databases, are handed from one test file to
 * the next after a rewind (tests/support/template-rewind.ts): the next file must find exactly the
 * template's state, and a copy whose schema a file changed, or that something still uses, must
 * never be handed on.
 */
import { describe, expect, it } from 'vitest';
import { asRole, createAuthUser, freshPostgres, userCaller } from '../support/databases';
import { readTemplateState, rewindToTemplate } from '../support/template-rewind';
import { freshPglite } from '../support/pglite-template';
import { openDatabase, type Db } from '@qrlink/server/db/database';

/** Every row of every table, sequences included: what a test file could see. */
async function everything(db: Db, tables: string[]): Promise<string> {
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows: dumped } = await db.query<{ rows: unknown }>(
      `select json_agg(t order by t::text) as rows from ${table} t`,
    );
    rows[table] = dumped[0]?.rows;
  }
  const { rows: sequence } = await db.query<{ last_value: string; is_called: boolean }>(
    'select last_value::text, is_called from auth.refresh_tokens_id_seq',
  );
  return JSON.stringify({ rows, sequence });
}

/** A file's worth of writes: a user, a code, a changed setting, a session and its token. */
async function writeLikeATestFile(db: Db) {
  const user = await createAuthUser(db);
  await asRole(db, userCaller(user), (tx) =>
    tx.query("insert into public.qr_codes (user_id, target_url) values ($1, 'https://a.com.br')", [
      user.id,
    ]),
  );
  await db.query(
    `update public.app_settings set value = '{"enabled": true}' where key = 'maintenance_mode'`,
  );
  // A session and its refresh token: the token's id comes from a sequence.
  await db.query(
    `with session as (insert into auth.sessions (user_id) values ($1) returning id)
     insert into auth.refresh_tokens (token, user_id, session_id)
     select 't', $1, id from session`,
    [user.id],
  );
}

describe('PGlite rewind', () => {
  it("puts a copy back in the template's state: rows, sequences and the session", async () => {
    const db = await freshPglite();
    try {
      const state = await readTemplateState(db);
      const before = await everything(db, state.tables);
      expect(state.rows.map((table) => table.table)).toContain('public.plans');

      await writeLikeATestFile(db);
      expect(await everything(db, state.tables)).not.toBe(before);
      // And session state: a setting and a role a test left behind.
      await db.query('select set_config(\'request.jwt.claims\', \'{"sub":"x"}\', false)');
      await db.query('set role authenticated');

      expect(await rewindToTemplate(db, state)).toBe(true);
      expect(await everything(db, state.tables)).toBe(before);
      const { rows } = await db.query<{ role: string; claims: string }>(
        "select current_user as role, current_setting('request.jwt.claims', true) as claims",
      );
      expect(rows[0]).toEqual({ role: 'postgres', claims: '' });
    } finally {
      await db.close();
    }
  });

  it.each([
    ['a function', 'create function public.test_only() returns int language sql as $$ select 1 $$'],
    ['a grant', 'grant delete on public.qr_codes to anon'],
    ['a disabled trigger', 'alter table public.qr_codes disable trigger user'],
    ['a role', 'create role test_only_role'],
    ['a column default', "alter table public.plans alter column name set default 'x'"],
  ])('refuses to rewind a copy whose schema got %s', async (_change, ddl) => {
    const db = await freshPglite();
    try {
      const state = await readTemplateState(db);
      await db.query(ddl);
      expect(await rewindToTemplate(db, state)).toBe(false);
    } finally {
      // Not handed on: lent copies rewind on close, and this one will refuse.
      await db.close();
    }
  });

  it('hands the next file a copy without the last one’s rows, and the closed one refuses use', async () => {
    const first = await freshPglite();
    const heard: string[] = [];
    await first.listen(
      'rewind_test',
      (payload) => heard.push(payload),
      () => {},
    );
    const user = await createAuthUser(first, { email: 'antes@example.com' });
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow('This test database was closed.');

    const next = await freshPglite();
    try {
      const { rows } = await next.query('select id from auth.users where id = $1', [user.id]);
      expect(rows).toEqual([]);
      // The last file's listener does not hear this file's notifications.
      await next.query("select pg_notify('rewind_test', 'depois')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    } finally {
      await next.close();
    }
  });
});

describe('PostgreSQL copies', () => {
  const databaseOf = async (db: Db) =>
    (await db.query<{ name: string }>('select current_database() as name')).rows[0]!.name;

  it("hands the next file the same database without the last one's rows or listeners", async () => {
    const first = await freshPostgres();
    const name = await databaseOf(first.db);
    const heard: string[] = [];
    await first.db.listen(
      'rewind_test',
      (payload) => heard.push(payload),
      () => {},
    );
    const user = await createAuthUser(first.db, { email: 'antes@example.com' });
    await first.db.close();

    const next = await freshPostgres();
    try {
      expect(await databaseOf(next.db)).toBe(name);
      const { rows } = await next.db.query('select id from auth.users where id = $1', [user.id]);
      expect(rows).toEqual([]);
      await next.db.query("select pg_notify('rewind_test', 'depois')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      // What ALTER DATABASE gave the template comes with every copy: the migrations' jit = off.
      const { rows: jit } = await next.db.query<{ jit: string }>('show jit');
      expect(jit[0]!.jit).toBe('off');
    } finally {
      await next.db.close();
    }
  });

  it('drops a database that another connection still uses when its file closes it', async () => {
    const first = await freshPostgres();
    const name = await databaseOf(first.db);
    // A server the file left running, connected by the database's address.
    const leftRunning = await openDatabase({ databaseUrl: first.url });
    await leftRunning.query('select 1');
    await first.db.close();
    // Dropped (WITH FORCE), so the straggler's connection is gone and the name is not handed on.
    await expect(leftRunning.query('select 1')).rejects.toThrow();
    await leftRunning.close().catch(() => {});
    const next = await freshPostgres();
    try {
      expect(await databaseOf(next.db)).not.toBe(name);
    } finally {
      await next.db.close();
    }
  });
});
