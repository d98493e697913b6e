/**
 * What a workspace owns (docs/product/teams.md, "What a workspace owns"): QR codes, short links,
 * folders, tags and templates belong to a workspace; every member reads them, owners, admins and
 * editors change them, a Leitor never does, and nobody outside sees them. An account deleted
 * leaves its team's work behind. And the migration put every row of a database with the demo
 * data into its maker's personal workspace, with nothing else changed.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { seedDemo } from '@qrlink/server/demo/seed-demo';
import {
  ENGINES,
  asRole,
  createAuthUser,
  serviceRole,
  useFreshDatabase,
  userCaller,
  type NewUser,
} from '../../tests/support/databases';
import { pgError, probe, type ProbeOutcome } from '../../tests/support/db-probe';
import { applyMigrations, databaseBefore } from '../../tests/support/migrating-database';

const ITEMS_IN_WORKSPACES = '20261129210000_items_in_workspaces';
const ROLES = ['owner', 'admin', 'editor', 'viewer', 'outsider', 'removed'] as const;
type Who = (typeof ROLES)[number];
const WRITERS: Who[] = ['owner', 'admin', 'editor'];

describe.each(ENGINES)('items in workspaces on %s', (engine) => {
  let db: Db;
  let people: Record<Who, NewUser>;
  let team: string;
  /** One row of each kind in the team workspace, made by its owner. */
  let rows: { qr: string; link: string; folder: string; tag: string; template: string };
  const rowsOf = { folder: () => rows.folder };
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const users = await Promise.all(
      ROLES.map((name) =>
        createAuthUser(db, { email: `${name}-${Math.random().toString(36).slice(2, 8)}@ex.com` }),
      ),
    );
    people = Object.fromEntries(ROLES.map((role, i) => [role, users[i]!])) as Record<Who, NewUser>;
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [
      people.owner.id,
    ]);
    team = (await call<string>('owner', 'select public.create_workspace($1) as r', ['Agência']))!;
    for (const role of ['admin', 'editor', 'viewer', 'removed'] as const) {
      await db.query(
        'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
        [team, people[role].id, role === 'removed' ? 'editor' : role],
      );
    }
    const made = async (sql: string) =>
      (await call<string>('owner', `${sql} returning id as r`, [team, people.owner.id]))!;
    rows = {
      qr: await made(
        "insert into public.qr_codes (workspace_id, user_id, target_url) values ($1, $2, 'https://ex.com/menu')",
      ),
      link: await made(
        "insert into public.short_links (workspace_id, user_id, original_url, short_code) values ($1, $2, 'https://ex.com/l', 'TEAM1')",
      ),
      folder: await made(
        "insert into public.folders (workspace_id, user_id, name) values ($1, $2, 'Cardápios')",
      ),
      tag: await made(
        "insert into public.tags (workspace_id, user_id, name) values ($1, $2, 'vip')",
      ),
      template: await made(
        `insert into public.qr_templates (workspace_id, user_id, name, design)
         values ($1, $2, 'Marca', '{"fg": "#000000"}')`,
      ),
    };
    // The removed member was an editor until now: their old session reaches nothing.
    await call('owner', 'select public.remove_workspace_member($1, $2) as r', [
      team,
      people.removed.id,
    ]);
  });

  async function call<T = unknown>(who: Who, sql: string, params: unknown[] = []) {
    return asRole(
      db,
      userCaller(people[who]),
      async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r,
    );
  }
  const outcomes = async (sql: (me: NewUser) => [string, unknown[]]) =>
    Object.fromEntries(
      await Promise.all(
        ROLES.map(async (who) => [
          who,
          await probe(db, userCaller(people[who]), ...sql(people[who])),
        ]),
      ),
    ) as Record<Who, ProbeOutcome>;
  const expected = (writers: ProbeOutcome, others: ProbeOutcome, viewer = others) =>
    Object.fromEntries(
      ROLES.map((who) => [
        who,
        WRITERS.includes(who) ? writers : who === 'viewer' ? viewer : others,
      ]),
    );

  // prettier-ignore
  const TABLES = [
    { table: 'qr_codes', id: () => rows.qr, change: "target_url = 'https://ex.com/novo'", make: "(workspace_id, user_id, target_url) values ($1, $2, 'https://ex.com/x')" },
    { table: 'short_links', id: () => rows.link, change: "description = 'Novo'", make: "(workspace_id, user_id, original_url, short_code) values ($1, $2, 'https://ex.com/y', 'TEAM2')" },
    { table: 'folders', id: () => rows.folder, change: "name = 'Cardápios 2'", make: "(workspace_id, user_id, name) values ($1, $2, 'Panfletos')" },
    { table: 'tags', id: () => rows.tag, change: "name = 'vip2'", make: "(workspace_id, user_id, name) values ($1, $2, 'promo')" },
    { table: 'qr_templates', id: () => rows.template, change: "name = 'Marca 2'", make: `(workspace_id, user_id, name, design) values ($1, $2, 'Outra', '{"fg": "#111111"}')` },
  ];

  it.each(TABLES)(
    'lets every member read the $table of a workspace and only owners, admins and editors change them',
    async ({ table, id, change, make }) => {
      expect(await outcomes(() => [`select 1 from public.${table} where id = $1`, [id()]])).toEqual(
        expected(1, 0, 1),
      );
      expect(
        await outcomes((me) => [`insert into public.${table} ${make}`, [team, me.id]]),
      ).toEqual(expected(1, 'denied'));
      expect(
        await outcomes(() => [`update public.${table} set ${change} where id = $1`, [id()]]),
      ).toEqual(expected(1, 0));
      expect(await outcomes(() => [`delete from public.${table} where id = $1`, [id()]])).toEqual(
        expected(1, 0),
      );
      // The maker is always the caller: nobody makes a row in someone else's name.
      expect(
        await probe(db, userCaller(people.editor), `insert into public.${table} ${make}`, [
          team,
          people.owner.id,
        ]),
      ).toBe('denied');
    },
  );

  it("lets members read a team code's scans, roll-ups, tags and analytics, and nobody else", async () => {
    await asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_redirect_visits(gen_random_uuid(), $1::jsonb)', [
        JSON.stringify([{ seq: 1, kind: 'qr', target: rows.qr, is_bot: false, country: 'BR' }]),
      ]),
    );
    await call('editor', "select public.set_item_tags('qr', $1, array['vip']) as r", [rows.qr]);
    for (const [sql, seen] of [
      ['select 1 from public.qr_code_scans where qr_code_id = $1', 1],
      [
        "select 1 from public.visit_rollups where kind = 'qr' and target_id = $1 and dimension = 'visits'",
        1,
      ],
      ['select 1 from public.qr_code_tags where qr_code_id = $1', 1],
      [
        "select 1 from public.visit_stats('qr', $1) as s(stats) where (stats ->> 'visits')::int = 1",
        1,
      ],
      ['select 1 from public.list_qr_scans($1)', 1],
    ] as const) {
      expect(await outcomes(() => [sql, [rows.qr]]), sql).toEqual(expected(seen, 0, seen));
    }
  });

  it("keeps a team's codes out of a member's own lists until they name the workspace", async () => {
    const list = (who: Who, workspace: string | null) =>
      call<{ total: number }>(
        who,
        "select public.list_my_items('qr', p_workspace => $1::uuid) as r",
        [workspace],
      );
    expect((await list('viewer', null))!.total).toBe(0);
    expect((await list('viewer', team))!.total).toBe(1);
    expect((await list('outsider', team))!.total).toBe(0);
    expect((await list('removed', team))!.total).toBe(0);
  });

  it("refuses a Leitor's and an outsider's writes through the item functions", async () => {
    for (const who of ['viewer', 'outsider', 'removed'] as const) {
      for (const sql of [
        "select public.set_item_tags('qr', $1, array['x']) as r",
        "select public.set_redirect_password('qr', $1, 'segredo') as r",
        "select public.create_shared_report('qr', $1) as r",
      ]) {
        expect(await pgError(call(who, sql, [rows.qr])), `${who}: ${sql}`).toEqual({
          code: 'P0002',
          message: 'Registro não encontrado.',
        });
      }
    }
    expect(
      await call('editor', "select public.set_redirect_password('qr', $1, 'segredo') as r", [
        rows.qr,
      ]),
    ).toEqual({ password_protected: true });
    expect(
      await call('editor', "select (public.create_shared_report('qr', $1)).id as r", [rows.qr]),
    ).toBeTruthy();
  });

  it("shows a team item's report links to every member, and lets editors revoke them", async () => {
    const shared = (await call<string>(
      'editor',
      "select (public.create_shared_report('qr', $1)).id as r",
      [rows.qr],
    ))!;
    const read = (): [string, unknown[]] => [
      'select 1 from public.shared_reports where id = $1',
      [shared],
    ];
    expect(await outcomes(read)).toEqual(expected(1, 0, 1));
    const revoke = (): [string, unknown[]] => [
      'delete from public.shared_reports where id = $1',
      [shared],
    ];
    expect(await outcomes(revoke)).toEqual(expected(1, 0));
  });

  it("tells every member the plan the workspace works under, its owner's, and nobody else", async () => {
    for (const who of ['owner', 'admin', 'editor', 'viewer'] as const) {
      expect(await call(who, 'select public.workspace_plan($1) as r', [team])).toEqual({
        plan_name: 'Empresarial',
        owner_is_me: who === 'owner',
        owner_name: 'Usuária Teste',
        members: 4,
        max_seats: expect.any(Number),
        page_badge: false,
      });
    }
    for (const who of ['outsider', 'removed'] as const) {
      expect(await pgError(call(who, 'select public.workspace_plan($1) as r', [team]))).toEqual({
        code: 'P0002',
        message: 'Espaço de trabalho não encontrado.',
      });
    }
  });

  it('puts a row made without a workspace in its maker’s personal one, with its own names', async () => {
    const personal = await call<string>('editor', 'select public.personal_workspace() as r');
    const folder = await call<string>(
      'editor',
      "insert into public.folders (name) values ('Cardápios') returning workspace_id as r",
    );
    expect(folder).toBe(personal);
    // A folder of another workspace is refused as if it did not exist.
    const own = await call<string>(
      'editor',
      "select id as r from public.folders where name = 'Cardápios' and workspace_id = $1",
      [personal],
    );
    expect(
      await pgError(
        call(
          'editor',
          "insert into public.qr_codes (workspace_id, user_id, target_url, folder_id) values ($1, $2, 'https://ex.com/z', $3)",
          [team, people.editor.id, own],
        ),
      ),
    ).toEqual({ code: '42501', message: 'Pasta não encontrada.' });
    expect(
      await pgError(
        call(
          'editor',
          "insert into public.folders (workspace_id, name) values ($1, 'cardápios ')",
          [team],
        ),
      ),
    ).toEqual({ code: '23505', message: 'Já existe uma pasta com este nome.' });
  });

  it('creates in bulk in the workspace named, with its folders there, and only for its editors', async () => {
    const rows = [{ line: 1, destination: 'https://ex.com/lote', folder: 'Cardápios' }];
    const made = await call<Array<{ id: string }>>(
      'editor',
      "select public.bulk_create_items('qr', $1::jsonb, $2) as r",
      [JSON.stringify(rows), team],
    );
    const { rows: placed } = await db.query(
      `select q.workspace_id, f.workspace_id as folder_workspace, f.id = $2 as same_folder
       from public.qr_codes q join public.folders f on f.id = q.folder_id where q.id = $1`,
      [made![0]!.id, rowsOf.folder()],
    );
    // The team's own 'Cardápios', not a new folder nor one of the editor's elsewhere.
    expect(placed).toEqual([{ workspace_id: team, folder_workspace: team, same_folder: true }]);
    expect(
      await pgError(
        call('viewer', "select public.bulk_create_items('qr', $1::jsonb, $2) as r", [
          JSON.stringify(rows),
          team,
        ]),
      ),
    ).toEqual({
      code: '42501',
      message: 'Você não tem permissão para isso neste espaço de trabalho.',
    });
  });

  it("reads a workspace's totals and scans when named, the personal one otherwise", async () => {
    const visits = (who: Who, workspace: string | null) =>
      call<number>(
        who,
        "select (public.visit_stats('qr', p_workspace => $1::uuid) ->> 'visits')::int as r",
        [workspace],
      );
    const scans = (who: Who, workspace: string | null) =>
      call<number>(
        who,
        'select count(*)::int as r from public.list_qr_scans(p_workspace => $1::uuid)',
        [workspace],
      );
    const before = (await visits('owner', team))!;
    await asRole(db, serviceRole, (tx) =>
      tx.query('select public.record_redirect_visits(gen_random_uuid(), $1::jsonb)', [
        JSON.stringify([{ seq: 1, kind: 'qr', target: rows.qr, is_bot: false }]),
      ]),
    );
    expect(await visits('viewer', team)).toBe(before + 1);
    expect(await scans('viewer', team)).toBe(before + 1);
    expect(await visits('viewer', null)).toBe(0);
    expect(await scans('viewer', null)).toBe(0);
    expect(await visits('outsider', team)).toBe(0);
    expect(await scans('outsider', team)).toBe(0);
  });

  it("records who made, changed, moved and deleted a team's items in its 'Atividade'", async () => {
    const made = (await call<string>(
      'editor',
      "insert into public.short_links (workspace_id, user_id, original_url, short_code) values ($1, $2, 'https://ex.com/a', 'ATIV1') returning id as r",
      [team, people.editor.id],
    ))!;
    await call('editor', "update public.short_links set description = 'Promo' where id = $1", [
      made,
    ]);
    await call('admin', 'update public.short_links set folder_id = $2 where id = $1', [
      made,
      rows.folder,
    ]);
    // The redirect path's counter is nobody's change.
    await db.query('update public.short_links set click_count = click_count + 1 where id = $1', [
      made,
    ]);
    await call('owner', 'delete from public.short_links where id = $1', [made]);

    const activity = (who: Who, filters = '') =>
      call<{
        total: number;
        rows: Array<{ action: string; actor: string; item_label: string; item_id: string }>;
      }>(who, `select public.list_workspace_activity($1${filters}) as r`, [team]);
    const seen = (await activity('viewer'))!.rows.filter((row) => row.item_id === made);
    expect(seen.map((row) => [row.action, row.actor])).toEqual([
      ['deleted', 'Usuária Teste'],
      ['moved', 'Usuária Teste'],
      ['edited', 'Usuária Teste'],
      ['created', 'Usuária Teste'],
    ]);
    expect(seen[0]!.item_label).toBe('ATIV1 → https://ex.com/a');
    const deletions = (await activity('viewer', ", p_action => 'deleted'"))!.rows;
    expect(deletions.every((row) => row.action === 'deleted')).toBe(true);
    // Only through the function, and only for members.
    expect(await pgError(activity('outsider'))).toEqual({
      code: 'P0002',
      message: 'Espaço de trabalho não encontrado.',
    });
    expect(
      await probe(db, userCaller(people.owner), 'select 1 from public.workspace_activity'),
    ).toBe('denied');
  });

  it("keeps a team's work when its members' accounts are deleted", async () => {
    const byEditor = await call<string>(
      'editor',
      "insert into public.qr_codes (workspace_id, user_id, target_url) values ($1, $2, 'https://ex.com/e') returning id as r",
      [team, people.editor.id],
    );
    const sharedByEditor = await call<string>(
      'editor',
      "select (public.create_shared_report('qr', $1)).id as r",
      [byEditor],
    );
    await db.query('delete from auth.users where id = $1', [people.editor.id]);
    // The report link the editor made stays public, made by nobody now.
    const share = await db.query('select user_id from public.shared_reports where id = $1', [
      sharedByEditor,
    ]);
    expect(share.rows).toEqual([{ user_id: null }]);
    const maker = async (id: string) =>
      (
        await db.query<{ user_id: string }>('select user_id from public.qr_codes where id = $1', [
          id,
        ])
      ).rows[0]?.user_id;
    expect(await maker(byEditor)).toBe(people.owner.id);

    // The owner goes: the administrator takes the workspace and what the owner made.
    await db.query('delete from auth.users where id = $1', [people.owner.id]);
    expect(await maker(rows.qr)).toBe(people.admin.id);
    expect(await maker(byEditor)).toBe(people.admin.id);
    const { rows: members } = await db.query(
      'select user_id, role from public.workspace_members where workspace_id = $1 order by role',
      [team],
    );
    expect(members).toEqual([
      { user_id: people.admin.id, role: 'owner' },
      { user_id: people.viewer.id, role: 'viewer' },
    ]);

    // The last member goes: the workspace goes with them.
    await db.query('delete from auth.users where id = any($1)', [
      [people.viewer.id, people.admin.id],
    ]);
    const { rowCount } = await db.query('select 1 from public.workspaces where id = $1', [team]);
    expect(rowCount).toBe(0);
  });
});

describe.each(ENGINES)('moving the demo data into workspaces on %s', (engine) => {
  it("puts every row in its maker's personal workspace and changes nothing else", async () => {
    const { db, close } = await databaseBefore(engine, ITEMS_IN_WORKSPACES);
    try {
      expect((await seedDemo(db, 'a-test-secret-that-is-long-enough-0123')).created).toBe(true);
      const other = await createAuthUser(db);
      await db.query(
        `with f as (insert into public.folders (user_id, name) values ($1, 'Panfletos') returning id)
         insert into public.qr_codes (user_id, target_url, folder_id)
         select $1, 'https://ex.com/p', f.id from f`,
        [other.id],
      );
      await db.query("insert into public.tags (user_id, name) values ($1, 'vip')", [other.id]);
      await db.query(
        `insert into public.qr_templates (user_id, name, design) values ($1, 'Marca', '{}')`,
        [other.id],
      );
      await db.query(
        "insert into public.short_links (user_id, original_url, short_code) values (null, 'https://ex.com/anon', 'ANON1')",
      );
      const TABLES = ['qr_codes', 'short_links', 'folders', 'tags', 'qr_templates'];
      const snapshot = async () =>
        Object.fromEntries(
          await Promise.all(
            TABLES.map(async (table) => [
              table,
              (
                await db.query(
                  `select to_jsonb(t) - 'workspace_id' - 'search_vector' as row from public.${table} t order by id`,
                )
              ).rows,
            ]),
          ),
        );
      const before = await snapshot();
      expect(before.qr_codes!.length).toBeGreaterThan(1);

      await applyMigrations(db, (version) => version === ITEMS_IN_WORKSPACES);

      expect(await snapshot()).toEqual(before);
      for (const table of TABLES) {
        const { rows: misplaced } = await db.query(
          `select t.id from public.${table} t
           left join public.workspaces w on w.id = t.workspace_id
           where w.personal_of is distinct from t.user_id`,
        );
        expect(misplaced, table).toEqual([]);
      }
      // The demo account's dashboard lists all it had.
      const { rows: demo } = await db.query<{ id: string; codes: number }>(
        `select u.id, (select count(*)::int from public.qr_codes q where q.user_id = u.id) as codes
         from auth.users u where u.email = 'demo@qrlink.local'`,
      );
      const listed = await asRole(
        db,
        { role: 'authenticated', userId: demo[0]!.id, email: 'demo@qrlink.local' },
        async (tx) =>
          (
            await tx.query<{ total: number }>(
              "select (public.list_my_items('qr') ->> 'total')::int as total",
            )
          ).rows[0]!.total,
      );
      expect(listed).toBe(demo[0]!.codes);
    } finally {
      await close();
    }
  }, 120_000);
});
