/**
 * Invitations to a workspace (docs/product/teams.md, "Invitations"): an owner or admin invites an
 * address with a role within the seats of the owner's plan; only the account with that e-mail
 * accepts or declines, once, within 7 days; the token is kept only as its hash.
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
import { pgError, probe } from '../../tests/support/db-probe';

interface Invitation {
  id: string;
  token: string;
}

describe.each(ENGINES)('workspace invitations on %s', (engine) => {
  let db: Db;
  let owner: NewUser;
  let admin: NewUser;
  let viewer: NewUser;
  let guest: NewUser;
  let stranger: NewUser;
  let team: string;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    const tag = Math.random().toString(36).slice(2, 8);
    [owner, admin, viewer, guest, stranger] = await Promise.all(
      ['dona', 'adm', 'leitor', 'convidada', 'outra'].map((name) =>
        createAuthUser(db, { email: `${name}-${tag}@ex.com` }),
      ),
    );
    // Profissional: 3 workspaces, 5 seats.
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [owner.id]);
    team = (await call<string>(owner, "select public.create_workspace('Agência') as r"))!;
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'admin'), ($1, $3, 'viewer')`,
      [team, admin.id, viewer.id],
    );
  });

  const call = <T = unknown>(user: NewUser, sql: string, params: unknown[] = []) =>
    asRole(db, userCaller(user), async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r);
  const invite = (by: NewUser, email: string, role = 'editor') =>
    call<Invitation>(by, 'select public.invite_workspace_member($1, $2, $3) as r', [
      team,
      email,
      role,
    ]);
  const accept = (user: NewUser, token: string) =>
    call<string>(user, 'select public.accept_workspace_invitation($1) as r', [token]);
  const roleOf = async (user: NewUser) =>
    (
      await db.query<{ role: string }>(
        'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
        [team, user.id],
      )
    ).rows[0]?.role;

  it('lets an owner or admin invite an address with a role, and its account accept once', async () => {
    expect(await pgError(invite(viewer, guest.email))).toEqual({
      code: '42501',
      message: 'Você não tem permissão para isso neste espaço de trabalho.',
    });
    const invitation = (await invite(admin, `  ${guest.email.toUpperCase()} `, 'editor'))!;
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const { rows } = await db.query(
      'select email, role, token_hash <> $2 as hashed from public.workspace_invitations where id = $1',
      [invitation.id, invitation.token],
    );
    expect(rows).toEqual([{ email: guest.email, role: 'editor', hashed: true }]);

    expect(await pgError(accept(stranger, invitation.token))).toEqual({
      code: '42501',
      message: 'Este convite é para outro e-mail.',
    });
    expect(await accept(guest, invitation.token)).toBe(team);
    expect(await roleOf(guest)).toBe('editor');
    expect(await pgError(accept(guest, invitation.token))).toEqual({
      code: 'P0002',
      message: 'Convite não encontrado ou já usado.',
    });
    expect(await pgError(invite(owner, guest.email))).toEqual({
      code: '23505',
      message: 'Esta pessoa já faz parte do espaço de trabalho.',
    });
  });

  it('refuses a bad address or role in pt-BR, and an expired or declined invitation', async () => {
    expect(await pgError(invite(owner, 'sem-arroba'))).toEqual({
      code: '22023',
      message: 'Informe um e-mail válido.',
    });
    expect((await pgError(invite(owner, stranger.email, 'owner'))).code).toBe('22023');

    const declined = (await invite(owner, stranger.email))!;
    await call(stranger, 'select public.decline_workspace_invitation($1) as r', [declined.token]);
    expect((await pgError(accept(stranger, declined.token))).code).toBe('P0002');

    const late = (await invite(owner, stranger.email))!;
    await db.query(
      "update public.workspace_invitations set expires_at = now() - interval '1 second' where id = $1",
      [late.id],
    );
    expect(await pgError(accept(stranger, late.token))).toEqual({
      code: '22023',
      message: 'O convite expirou. Peça um novo.',
    });
    expect(await roleOf(stranger)).toBeUndefined();
  });

  it("counts members and open invitations against the owner's plan, and renews an invitation", async () => {
    // 5 seats: owner, admin, viewer, and one member from the first test: one left.
    const first = (await invite(owner, stranger.email))!;
    const again = (await invite(owner, stranger.email, 'viewer'))!;
    expect(again.id).not.toBe(first.id);
    expect((await pgError(accept(stranger, first.token))).code).toBe('P0002');
    expect(await pgError(invite(owner, `mais-um-${Math.random()}@ex.com`))).toEqual({
      code: '22023',
      message:
        'O plano do proprietário permite 5 membro(s) por espaço de trabalho. Faça upgrade para convidar mais.',
    });
    // The owner moves down to Grátis (1 seat): the invitation can no longer be taken.
    await db.query("update public.profiles set plan_id = 'free_plan' where id = $1", [owner.id]);
    expect(await pgError(accept(stranger, again.token))).toEqual({
      code: '22023',
      message:
        'O espaço de trabalho não tem mais lugares. Peça ao proprietário para fazer upgrade.',
    });
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [owner.id]);
    await call(admin, 'select public.revoke_workspace_invitation($1) as r', [again.id]);
    expect((await pgError(accept(stranger, again.token))).code).toBe('P0002');
  });

  it('shows invitations to their workspace managers and to their invitee only, never the hash', async () => {
    const open = (await invite(owner, stranger.email))!;
    const seen = (user: NewUser) =>
      probe(db, userCaller(user), 'select id from public.workspace_invitations where id = $1', [
        open.id,
      ]);
    expect(await seen(owner)).toBe(1);
    expect(await seen(admin)).toBe(1);
    expect(await seen(stranger)).toBe(1);
    expect(await seen(viewer)).toBe(0);
    expect(await seen(guest)).toBe(0);
    expect(
      await probe(db, userCaller(owner), 'select token_hash from public.workspace_invitations', []),
    ).toBe('denied');
    expect(
      await probe(
        db,
        userCaller(owner),
        "insert into public.workspace_invitations (workspace_id, email, role, token_hash) values ($1, 'x@ex.com', 'admin', 'h')",
        [team],
      ),
    ).toBe('denied');
  });

  it('shows its invitee what an invitation offers, with the refusals of accepting', async () => {
    const newcomer = await createAuthUser(db, { fullName: 'Nova Pessoa' });
    // Empresarial: seats for this one besides the other tests' members.
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [owner.id]);
    const open = (await invite(admin, newcomer.email, 'viewer'))!;
    const details = (user: NewUser, token: string) =>
      call<Record<string, unknown>>(user, 'select public.workspace_invitation_details($1) as r', [
        token,
      ]);
    expect(await details(newcomer, open.token)).toMatchObject({
      workspace_name: 'Agência',
      role: 'viewer',
      email: newcomer.email,
      invited_by: 'Usuária Teste',
    });
    expect(await pgError(details(stranger, open.token))).toEqual({
      code: '42501',
      message: 'Este convite é para outro e-mail.',
    });
    await accept(newcomer, open.token);
    expect(await pgError(details(newcomer, open.token))).toEqual({
      code: 'P0002',
      message: 'Convite não encontrado ou já usado.',
    });
  });

  it("lists a workspace's members with names and e-mails to its members only", async () => {
    const members = (user: NewUser) =>
      call<Array<{ user_id: string; email: string; role: string }>>(
        user,
        'select public.list_workspace_members($1) as r',
        [team],
      );
    const seen = (await members(viewer))!.map((m) => [m.email, m.role]);
    // The owner first, then by role (the other tests' invitees joined as editors).
    expect(seen.slice(0, 2)).toEqual([
      [owner.email, 'owner'],
      [admin.email, 'admin'],
    ]);
    expect(seen.at(-1)).toEqual([viewer.email, 'viewer']);
    expect(await pgError(members(stranger))).toEqual({
      code: 'P0002',
      message: 'Espaço de trabalho não encontrado.',
    });
  });

  it('takes nobody into a personal workspace', async () => {
    await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [owner.id]);
    const personal = await call<string>(owner, 'select public.personal_workspace() as r');
    expect(
      await pgError(
        call(owner, "select public.invite_workspace_member($1, $2, 'editor') as r", [
          personal,
          stranger.email,
        ]),
      ),
    ).toEqual({
      code: '22023',
      message:
        'O espaço pessoal é só seu. Crie um espaço de trabalho de equipe para convidar pessoas.',
    });
  });
});
