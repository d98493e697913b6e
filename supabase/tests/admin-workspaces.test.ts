/**
 * Admin > Espaços de trabalho (docs/product/teams.md, "What an admin sees"): every workspace of
 * the platform a page at a time, team workspaces first, each with its owner, the owner's plan,
 * its members and their roles and how many items it holds; searched by the workspace's name or a
 * member's e-mail. Only an admin reads it.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  adminCaller,
  asRole,
  createAuthUser,
  makeAdmin,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { pgError, probe } from '../../tests/support/db-probe';

interface Member {
  user_id: string;
  email: string | null;
  full_name: string | null;
  role: string;
}
interface WorkspaceRow {
  id: string;
  name: string;
  personal: boolean;
  owner_id: string | null;
  owner_email: string | null;
  owner_name: string | null;
  plan_id: string | null;
  plan_name: string | null;
  members: number;
  items: number;
  created_at: string;
  member_list: Member[];
}
interface WorkspacePage {
  total: number;
  rows: WorkspaceRow[];
}

const PEOPLE = ['dona', 'adm', 'editor', 'leitor', 'admin'] as const;
type Who = (typeof PEOPLE)[number];

describe.each(ENGINES)('admin workspaces on %s', (engine) => {
  let db: Db;
  let people: Record<Who, NewUser>;
  let team: string;
  let wildcards: string;
  const tag = Math.random().toString(36).slice(2, 8);

  const call = <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T);
  const page = (search: string | null, limit = 25, offset = 0) =>
    call<WorkspacePage>(
      adminCaller(people.admin),
      'select public.admin_list_workspaces($1, $2, $3) as r',
      [search, limit, offset],
    );

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const users = await Promise.all(
      PEOPLE.map((name, i) =>
        createAuthUser(db, {
          email: `${name}-${tag}@ex.com`,
          fullName: ['Dona Olga', 'Adm Ari', 'Edu Editor', 'Léa Leitora', 'Admin Plataforma'][i],
        }),
      ),
    );
    people = Object.fromEntries(PEOPLE.map((who, i) => [who, users[i]!])) as Record<Who, NewUser>;
    await makeAdmin(db, people.admin.id);
    // Empresarial: room for the owner's two teams.
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [
      people.dona.id,
    ]);
    const create = (name: string) =>
      call<string>(userCaller(people.dona), 'select public.create_workspace($1) as r', [name]);
    team = await create('Agência Sol');
    wildcards = await create('Time 100%_real');
    // Inserted out of the order the list shows them in: viewer, editor, admin.
    for (const [who, role] of [
      ['leitor', 'viewer'],
      ['editor', 'editor'],
      ['adm', 'admin'],
    ] as const) {
      await db.query(
        'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
        [team, people[who].id, role],
      );
    }
    await db.query(
      "insert into public.qr_codes (workspace_id, user_id, target_url) values ($1, $2, 'https://ex.com/menu')",
      [team, people.dona.id],
    );
    await db.query(
      `insert into public.short_links (workspace_id, user_id, original_url, short_code)
       values ($1, $2, 'https://ex.com/a', $3), ($1, $4, 'https://ex.com/b', $5)`,
      [team, people.dona.id, `T${tag}a`, people.editor.id, `T${tag}b`],
    );
    // Someone else's item in their personal workspace is not the team's.
    await db.query(
      "insert into public.qr_codes (user_id, target_url) values ($1, 'https://ex.com/meu')",
      [people.leitor.id],
    );
  });

  it("shows a team workspace with its owner, the owner's plan, members by role and items", async () => {
    const all = await page(null);
    // Five personal workspaces (one per account) and the owner's two teams.
    expect(all.total).toBe(7);
    expect(all.rows.map((row) => row.name).slice(0, 2)).toEqual(['Agência Sol', 'Time 100%_real']);
    expect(all.rows.slice(2).every((row) => row.personal && row.name === 'Pessoal')).toBe(true);
    const row = all.rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'created_at',
        'id',
        'items',
        'member_list',
        'members',
        'name',
        'owner_email',
        'owner_id',
        'owner_name',
        'personal',
        'plan_id',
        'plan_name',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: team,
      name: 'Agência Sol',
      personal: false,
      owner_id: people.dona.id,
      owner_email: people.dona.email,
      owner_name: 'Dona Olga',
      plan_id: 'empresarial',
      plan_name: 'Empresarial',
      members: 4,
      items: 3,
    });
    expect(Date.parse(row.created_at)).not.toBeNaN();
    expect(row.member_list).toEqual([
      { user_id: people.dona.id, email: people.dona.email, full_name: 'Dona Olga', role: 'owner' },
      { user_id: people.adm.id, email: people.adm.email, full_name: 'Adm Ari', role: 'admin' },
      {
        user_id: people.editor.id,
        email: people.editor.email,
        full_name: 'Edu Editor',
        role: 'editor',
      },
      {
        user_id: people.leitor.id,
        email: people.leitor.email,
        full_name: 'Léa Leitora',
        role: 'viewer',
      },
    ]);
    // A personal workspace: its account owns it, under its own plan, and holds its own items.
    const personal = all.rows.find((r) => r.personal && r.owner_id === people.leitor.id);
    expect(personal).toMatchObject({
      plan_id: 'free_plan',
      plan_name: 'Grátis',
      members: 1,
      items: 1,
      member_list: [{ user_id: people.leitor.id, role: 'owner' }],
    });
  });

  it("searches the workspace's name and its members' e-mails, wildcards taken literally", async () => {
    const byEmail = await page(`  LEITOR-${tag.toUpperCase()} `);
    // The reader's team and their own personal workspace, the team first.
    expect(byEmail.total).toBe(2);
    expect(byEmail.rows.map((row) => [row.id, row.personal])).toEqual([
      [team, false],
      [expect.any(String), true],
    ]);
    expect(byEmail.rows[1]?.owner_id).toBe(people.leitor.id);

    const byName = await page('sol');
    expect(byName).toMatchObject({ total: 1, rows: [{ id: team }] });
    expect((await page('100%_')).rows.map((row) => row.id)).toEqual([wildcards]);
    expect((await page('%')).rows.map((row) => row.id)).toEqual([wildcards]);
    expect(await page('ninguém-aqui')).toEqual({ total: 0, rows: [] });
    // Blank is no search at all.
    expect((await page('   ')).total).toBe(7);
  });

  it('pages with the total, team workspaces first, then by name', async () => {
    const first = await page(null, 3, 0);
    const second = await page(null, 3, 3);
    const third = await page(null, 3, 6);
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([3, 3, 1]);
    const rows = [...first.rows, ...second.rows, ...third.rows];
    expect(new Set(rows.map((row) => row.id)).size).toBe(7);
    expect(rows.map((row) => row.personal)).toEqual([false, false, true, true, true, true, true]);
    expect((await page(null, 3, 7)).rows).toEqual([]);
  });

  it('refuses a bad page or a long search with 22023', async () => {
    for (const [search, limit, offset] of [
      [null, 0, 0],
      [null, 101, 0],
      [null, null, 0],
      [null, 25, -1],
      [null, 25, null],
      ['x'.repeat(201), 25, 0],
    ] as const) {
      const error = await pgError(
        call(adminCaller(people.admin), 'select public.admin_list_workspaces($1, $2, $3) as r', [
          search,
          limit,
          offset,
        ]),
      );
      expect(error.code).toBe('22023');
    }
    expect(
      (
        await pgError(
          call(adminCaller(people.admin), 'select public.admin_list_workspaces(null, 0)'),
        )
      ).message,
    ).toBe('Paginação inválida.');
  });

  it('answers only admins: any other account gets 42501', async () => {
    const sql = 'select public.admin_list_workspaces()';
    expect(await probe(db, adminCaller(people.admin), sql)).toBe(1);
    // The team's own owner is no platform admin.
    expect(await probe(db, userCaller(people.dona), sql)).toBe('denied');
    expect(await probe(db, adminCaller(people.dona), sql)).toBe('denied');
    expect((await pgError(call(userCaller(people.leitor), sql))).code).toBe('42501');
  });

  // Last: it adds 50 accounts (and their personal workspaces) that the totals above do not expect.
  it('lists the first 50 members of a big team, and says how many there are', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       select 'muitos-' || n || '-${tag}@ex.com', 'x', now(), '{"provider":"email"}'
       from generate_series(1, 50) n returning id`,
    );
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       select $1, id, 'viewer' from unnest($2::uuid[]) id`,
      [wildcards, rows.map((row) => row.id)],
    );
    const [big] = (await page('100%_real')).rows;
    expect(big).toMatchObject({ members: 51 });
    expect(big!.member_list).toHaveLength(50);
    expect(big!.member_list[0]).toMatchObject({ role: 'owner' });
  });
});
