/**
 * Workspaces, first slice of teams (docs/product/teams.md): every account has a personal
 * workspace it owns, made with it and gone with it; the helpers RLS asks answer by role; members
 * read their workspace and each other, only owners and admins rename it, nobody writes the
 * memberships directly, and a workspace has one owner.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { probe, sqlStateOf } from '../../tests/support/db-probe';

type Role = 'owner' | 'admin' | 'editor' | 'viewer';

describe.each(ENGINES)('workspaces on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let team: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    const { rows } = await db.query<{ id: string }>(
      "insert into public.workspaces (name, created_by) values ('Agência', $1) returning id",
      [cast.a.id],
    );
    team = rows[0]!.id;
    await db.query(
      "insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')",
      [team, cast.a.id],
    );
  });

  const personal = async (user: NewUser) =>
    (
      await db.query<{ id: string; name: string; role: string }>(
        `select w.id, w.name, m.role from public.workspaces w
         join public.workspace_members m on m.workspace_id = w.id and m.user_id = w.created_by
         where w.personal_of = $1`,
        [user.id],
      )
    ).rows;
  const setRole = (user: NewUser, role: Role | null) =>
    role === null
      ? db.query('delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
          team,
          user.id,
        ])
      : db.query(
          `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)
           on conflict (workspace_id, user_id) do update set role = excluded.role`,
          [team, user.id, role],
        );
  /** What each helper answers the user about the team workspace. */
  const mayOnTeam = (user: NewUser) =>
    asRole(db, userCaller(user), async (tx) => {
      const { rows } = await tx.query(
        `select $1::uuid in (select public.readable_workspaces()) as read,
                $1::uuid in (select public.editable_workspaces()) as edit,
                $1::uuid in (select public.administered_workspaces()) as administer,
                $1::uuid in (select public.owned_workspaces()) as own`,
        [team],
      );
      return rows[0];
    });

  it("gives every account a personal workspace, 'Pessoal', that it owns", async () => {
    for (const user of [cast.a, cast.b, cast.admin]) {
      expect(await personal(user)).toEqual([
        { id: expect.any(String), name: 'Pessoal', role: 'owner' },
      ]);
    }
  });

  it('makes the personal workspace of an account that has none, once', async () => {
    await db.query('delete from public.workspaces where personal_of = $1', [cast.b.id]);
    expect(await personal(cast.b)).toEqual([]);
    const made = async () =>
      (
        await db.query<{ id: string }>('select public.ensure_personal_workspace($1) as id', [
          cast.b.id,
        ])
      ).rows[0]!.id;
    const first = await made();
    expect(await made()).toBe(first);
    expect(await personal(cast.b)).toEqual([{ id: first, name: 'Pessoal', role: 'owner' }]);
  });

  it('answers each helper by role, and nothing to someone outside', async () => {
    const expected: Record<Role, Record<string, boolean>> = {
      owner: { read: true, edit: true, administer: true, own: true },
      admin: { read: true, edit: true, administer: true, own: false },
      editor: { read: true, edit: true, administer: false, own: false },
      viewer: { read: true, edit: false, administer: false, own: false },
    };
    expect(await mayOnTeam(cast.a)).toEqual(expected.owner);
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      await setRole(cast.b, role);
      expect(await mayOnTeam(cast.b), role).toEqual(expected[role]);
    }
    await setRole(cast.b, null);
    expect(await mayOnTeam(cast.b)).toEqual({
      read: false,
      edit: false,
      administer: false,
      own: false,
    });
    // A site admin is no member: the helpers answer for memberships only.
    expect(await mayOnTeam(cast.admin)).toEqual(await mayOnTeam(cast.b));
  });

  it('lets members read the workspace and its members; only owners and admins rename it', async () => {
    const readWorkspace = (caller: Caller) =>
      probe(db, caller, 'select 1 from public.workspaces where id = $1', [team]);
    const readMembers = (caller: Caller) =>
      probe(db, caller, 'select 1 from public.workspace_members where workspace_id = $1', [team]);
    const rename = (caller: Caller) =>
      probe(db, caller, "update public.workspaces set name = 'Agência Sul' where id = $1", [team]);

    await setRole(cast.b, 'viewer');
    expect(await readWorkspace(cast.callers.b)).toBe(1);
    expect(await readMembers(cast.callers.b)).toBe(2);
    expect(await rename(cast.callers.b)).toBe(0);
    await setRole(cast.b, 'editor');
    expect(await rename(cast.callers.b)).toBe(0);
    await setRole(cast.b, 'admin');
    expect(await rename(cast.callers.b)).toBe(1);
    expect(await rename(cast.callers.a)).toBe(1);
    // A site admin who is no member sees nothing of it.
    expect(await readWorkspace(cast.callers.admin)).toBe(0);
    expect(await readMembers(cast.callers.admin)).toBe(0);
    expect(await rename(cast.callers.admin)).toBe(0);
    expect(await readWorkspace(cast.callers.anon)).toBe('denied');

    // Making, deleting and membership changes go through functions, never directly.
    const direct = [
      "insert into public.workspaces (name) values ('Outra')",
      'delete from public.workspaces where id = $1',
      'update public.workspaces set personal_of = created_by where id = $1',
      "update public.workspace_members set role = 'owner' where workspace_id = $1",
      'delete from public.workspace_members where workspace_id = $1',
    ];
    for (const sql of direct) {
      const params = sql.includes('$1') ? [team] : [];
      expect(await probe(db, cast.callers.a, sql, params), sql).toBe('denied');
    }
    expect(
      await probe(
        db,
        cast.callers.a,
        "insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'admin')",
        [team, cast.b.id],
      ),
    ).toBe('denied');
  });

  it('keeps one owner per workspace', async () => {
    const error = await db
      .query(
        "insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')",
        [team, cast.b.id],
      )
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(sqlStateOf(error)).toBe('23505');
  });

  it("deletes an account's personal workspace and its memberships with it, and keeps the team's", async () => {
    await setRole(cast.b, 'editor');
    const { id: bPersonal } = (await personal(cast.b))[0]!;
    await db.query('delete from auth.users where id = $1', [cast.b.id]);
    const { rows } = await db.query<{ id: string }>(
      'select id from public.workspaces where id in ($1, $2) order by id',
      [bPersonal, team],
    );
    expect(rows).toEqual([{ id: team }]);
    const members = await db.query(
      'select user_id from public.workspace_members where workspace_id = $1',
      [team],
    );
    expect(members.rows).toEqual([{ user_id: cast.a.id }]);
  });
});
