/**
 * Managing a workspace (docs/product/teams.md, "Managing a workspace"): making one within the
 * plan's number, members' roles, removal, leaving, handing it on and deleting it, each refused
 * in pt-BR to a role that may not.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  userCaller,
  type NewUser,
} from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

const REFUSED = {
  code: '42501',
  message: 'Você não tem permissão para isso neste espaço de trabalho.',
};

describe.each(ENGINES)('managing workspaces on %s', (engine) => {
  let db: Db;
  let owner: NewUser;
  let admin: NewUser;
  let editor: NewUser;
  let viewer: NewUser;
  let outsider: NewUser;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    [owner, admin, editor, viewer, outsider] = await Promise.all(
      ['dona', 'adm', 'editor', 'leitor', 'fora'].map((name) =>
        createAuthUser(db, { email: `${name}-${Math.random().toString(36).slice(2, 8)}@ex.com` }),
      ),
    );
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [owner.id]);
  });

  const call = <T = unknown>(user: NewUser, sql: string, params: unknown[] = []) =>
    asRole(db, userCaller(user), async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r);
  const create = (user: NewUser, name: string | null) =>
    call<string>(user, 'select public.create_workspace($1) as r', [name]);
  const roles = async (workspace: string) =>
    Object.fromEntries(
      (
        await db.query<{ user_id: string; role: string }>(
          'select user_id, role from public.workspace_members where workspace_id = $1',
          [workspace],
        )
      ).rows.map((row) => [row.user_id, row.role]),
    );
  /** A team workspace of the owner with one member of each role. */
  const team = async () => {
    // Empresarial: room for every test's team.
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [owner.id]);
    const id = (await create(owner, `Agência ${Math.random()}`.slice(0, 20)))!;
    for (const [user, role] of [
      [admin, 'admin'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      await db.query(
        'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
        [id, user.id, role],
      );
    }
    return id;
  };

  it("makes workspaces up to the plan's number, the personal one included", async () => {
    // Grátis: the personal workspace is the one it allows.
    expect(await pgError(create(outsider, 'Loja'))).toEqual({
      code: '22023',
      message: 'Seu plano permite 1 espaço(s) de trabalho. Faça upgrade para criar mais.',
    });
    // Profissional: 3 in all.
    const first = await create(owner, '  Agência Norte ');
    await create(owner, 'Agência Sul');
    expect((await pgError(create(owner, 'Agência Leste'))).code).toBe('22023');
    const { rows } = await db.query(
      'select name, created_by from public.workspaces where id = $1',
      [first],
    );
    expect(rows).toEqual([{ name: 'Agência Norte', created_by: owner.id }]);
    expect(await roles(first!)).toEqual({ [owner.id]: 'owner' });
  });

  it('refuses a blank or long name in pt-BR', async () => {
    expect(await pgError(create(owner, '   '))).toEqual({
      code: '22023',
      message: 'Dê um nome ao espaço de trabalho.',
    });
    expect(await pgError(create(owner, 'x'.repeat(81)))).toEqual({
      code: '22023',
      message: 'O nome do espaço de trabalho pode ter no máximo 80 caracteres.',
    });
  });

  it("lets owners and admins set a member's role, never the owner's", async () => {
    const id = await team();
    const setRole = (by: NewUser, user: NewUser, role: string) =>
      call(by, 'select public.set_workspace_member_role($1, $2, $3) as r', [id, user.id, role]);
    for (const by of [editor, viewer, outsider]) {
      expect(await pgError(setRole(by, viewer, 'editor'))).toEqual(REFUSED);
    }
    await setRole(admin, viewer, 'editor');
    await setRole(owner, editor, 'viewer');
    expect(await pgError(setRole(admin, owner, 'viewer'))).toEqual({
      code: '22023',
      message: 'O proprietário só muda quando o espaço é transferido.',
    });
    expect(await pgError(setRole(owner, viewer, 'owner'))).toEqual({
      code: '22023',
      message: 'Escolha o papel: Administrador, Editor ou Leitor.',
    });
    expect(await pgError(setRole(owner, outsider, 'viewer'))).toEqual({
      code: 'P0002',
      message: 'Membro não encontrado.',
    });
    expect(await roles(id)).toEqual({
      [owner.id]: 'owner',
      [admin.id]: 'admin',
      [editor.id]: 'viewer',
      [viewer.id]: 'editor',
    });
  });

  it('lets owners and admins remove members, and members leave, but never the owner', async () => {
    const id = await team();
    const remove = (by: NewUser, user: NewUser) =>
      call(by, 'select public.remove_workspace_member($1, $2) as r', [id, user.id]);
    const leave = (user: NewUser) => call(user, 'select public.leave_workspace($1) as r', [id]);
    expect(await pgError(remove(editor, viewer))).toEqual(REFUSED);
    expect((await pgError(remove(admin, owner))).code).toBe('22023');
    await remove(admin, viewer);
    await leave(editor);
    expect(await pgError(leave(owner))).toEqual({
      code: '22023',
      message: 'Transfira o espaço de trabalho a outro membro antes de sair.',
    });
    const { rows } = await db.query<{ id: string }>(
      'select id from public.workspaces where personal_of = $1',
      [editor.id],
    );
    expect(
      await pgError(call(editor, 'select public.leave_workspace($1) as r', [rows[0]!.id])),
    ).toEqual({ code: '22023', message: 'O espaço pessoal é seu enquanto a conta existir.' });
    expect(await pgError(leave(outsider))).toEqual({
      code: 'P0002',
      message: 'Espaço de trabalho não encontrado.',
    });
    expect(await roles(id)).toEqual({ [owner.id]: 'owner', [admin.id]: 'admin' });
  });

  it('lets only the owner hand a team workspace on, and delete it; a personal one neither', async () => {
    const id = await team();
    const transfer = (by: NewUser, to: NewUser) =>
      call(by, 'select public.transfer_workspace($1, $2) as r', [id, to.id]);
    const remove = (by: NewUser, workspace: string) =>
      call(by, 'select public.delete_workspace($1) as r', [workspace]);
    expect(await pgError(transfer(admin, editor))).toEqual(REFUSED);
    expect((await pgError(transfer(owner, outsider))).code).toBe('P0002');
    // The editor's plan (Grátis) holds only their personal workspace.
    expect(await pgError(transfer(owner, editor))).toEqual({
      code: '22023',
      message: 'Esta pessoa já tem todos os espaços de trabalho que o plano dela permite.',
    });
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      editor.id,
    ]);
    await transfer(owner, editor);
    expect(await roles(id)).toMatchObject({ [owner.id]: 'admin', [editor.id]: 'owner' });

    const { rows } = await db.query<{ id: string }>(
      'select id from public.workspaces where personal_of = $1',
      [owner.id],
    );
    const personal = rows[0]!.id;
    expect(await pgError(remove(owner, personal))).toEqual({
      code: '22023',
      message: 'O espaço pessoal só é excluído com a conta.',
    });
    expect(
      await pgError(
        call(owner, 'select public.transfer_workspace($1, $2) as r', [personal, admin.id]),
      ),
    ).toEqual({ code: '22023', message: 'O espaço pessoal não pode ser transferido.' });

    expect(await pgError(remove(owner, id))).toEqual(REFUSED);
    await remove(editor, id);
    expect((await db.query('select 1 from public.workspaces where id = $1', [id])).rowCount).toBe(
      0,
    );
    expect(await roles(id)).toEqual({});
  });
});
