/**
 * API keys: created by a workspace's owner or admin and shown once, stored as a SHA-256 only,
 * listed (never the hash) by that workspace's owners and admins, revoked for good; the server
 * finds a live key's creator, workspace, scope and role by hash. A key's request reads and
 * writes its workspace only, never more than its scope and its creator's role allow, and a
 * creator who leaves takes their keys along (docs/product/teams.md, "API keys").
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  anon,
  asRole,
  createAuthUser,
  serviceRole,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { createCast, type Cast } from '../../tests/support/db-fixtures';
import { pgError, probe } from '../../tests/support/db-probe';

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
  scope: 'read_only' | 'read_write';
  workspace_id: string;
  rate_limit_per_minute: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(ENGINES)('API keys on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  const create = (
    caller: Caller,
    name: string,
    workspace: string | null = null,
    scope = 'read_write',
  ) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ k: CreatedKey }>(
        'select public.create_api_key($1, $2, $3) as k',
        [name, workspace, scope],
      );
      return rows[0]!.k;
    });
  const owner = (key: string) =>
    asRole(db, serviceRole, async (tx) => {
      const { rows } = await tx.query<{
        key_id: string;
        user_id: string;
        email: string;
        workspace_id: string;
        scope: string;
        role: string;
      }>('select * from public.api_key_owner($1)', [sha256(key)]);
      return rows[0];
    });
  const personalOf = async (userId: string) =>
    (
      await db.query<{ id: string }>('select id from public.workspaces where personal_of = $1', [
        userId,
      ])
    ).rows[0]!.id;

  it('shows the key once and keeps only its hash', async () => {
    const created = await create(cast.callers.a, '  Integração  ');
    expect(created).toMatchObject({ name: 'Integração', rate_limit_per_minute: 60 });
    expect(created.key).toMatch(/^qrl_[A-Za-z0-9_-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.api_keys where id = $1',
      [created.id],
    );
    expect(rows[0]!.key_hash).toBe(sha256(created.key));
    expect(JSON.stringify(rows[0])).not.toContain(created.key);
    expect(await owner(created.key)).toMatchObject({
      key_id: created.id,
      user_id: cast.a.id,
      email: cast.a.email,
      workspace_id: await personalOf(cast.a.id),
      scope: 'read_write',
      role: 'owner',
    });
    expect(await owner(`${created.key}x`)).toBeUndefined();
  });

  it('lets only the workspace owner list a key, and nobody read a hash', async () => {
    const created = await create(cast.callers.a, 'Lista');
    const list =
      'select id, name, prefix, scope, workspace_id, last_used_at, revoked_at from public.api_keys where id = $1';
    expect(await probe(db, cast.callers.a, list, [created.id])).toBe(1);
    expect(await probe(db, cast.callers.b, list, [created.id])).toBe(0);
    expect(await probe(db, cast.callers.admin, list, [created.id])).toBe(0);
    expect(await probe(db, anon, list, [created.id])).toBe('denied');
    const hash = 'select key_hash from public.api_keys where id = $1';
    expect(await probe(db, cast.callers.a, hash, [created.id])).toBe('denied');
    expect(await probe(db, cast.callers.a, 'select * from public.api_keys', [])).toBe('denied');
    // No direct writes: a key with a known hash, a revoked key brought back, a stolen key.
    const forged = `insert into public.api_keys (user_id, name, prefix, key_hash) values ($1, 'x', 'qrl_AAAAAAAA', $2)`;
    expect(await probe(db, cast.callers.a, forged, [cast.a.id, sha256('mine')])).toBe('denied');
    expect(
      await probe(
        db,
        cast.callers.a,
        'update public.api_keys set revoked_at = null where id = $1',
        [created.id],
      ),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.b, 'update public.api_keys set user_id = $2 where id = $1', [
        created.id,
        cast.b.id,
      ]),
    ).toBe('denied');
    expect(
      await probe(db, cast.callers.a, 'delete from public.api_keys where id = $1', [created.id]),
    ).toBe('denied');
  });

  it('revokes a key for good, only by its creator or its workspace admins', async () => {
    const created = await create(cast.callers.a, 'Revogar');
    expect(
      await pgError(
        asRole(db, cast.callers.b, (tx) =>
          tx.query('select public.revoke_api_key($1)', [created.id]),
        ),
      ),
    ).toMatchObject({ code: 'P0002' });
    expect(await owner(created.key)).toBeDefined();
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('select public.revoke_api_key($1)', [created.id]),
    );
    expect(await owner(created.key)).toBeUndefined();
    // Revoking again changes nothing (the first date stays).
    const first = await db.query<{ revoked_at: Date }>(
      'select revoked_at from public.api_keys where id = $1',
      [created.id],
    );
    await asRole(db, cast.callers.a, (tx) =>
      tx.query('select public.revoke_api_key($1)', [created.id]),
    );
    const second = await db.query<{ revoked_at: Date }>(
      'select revoked_at from public.api_keys where id = $1',
      [created.id],
    );
    expect(second.rows[0]!.revoked_at).toEqual(first.rows[0]!.revoked_at);
  });

  it('refuses blank names and more than 10 live keys', async () => {
    expect(await pgError(create(cast.callers.b, '   '))).toMatchObject({
      code: '22023',
      message: 'Dê um nome de 1 a 100 caracteres à chave.',
    });
    for (let i = 0; i < 10; i += 1) await create(cast.callers.b, `k${i}`);
    expect(await pgError(create(cast.callers.b, 'k10'))).toMatchObject({
      code: '22023',
      message: expect.stringContaining('Limite de 10 chaves ativas'),
    });
  });

  it('notes the last use at most once a minute and goes with its owner', async () => {
    const created = await create(cast.callers.a, 'Uso');
    await owner(created.key);
    const used = await db.query<{ last_used_at: Date | null }>(
      'select last_used_at from public.api_keys where id = $1',
      [created.id],
    );
    expect(used.rows[0]!.last_used_at).toBeInstanceOf(Date);
    await db.query('delete from auth.users where id = $1', [cast.a.id]);
    expect(await owner(created.key)).toBeUndefined();
    const left = await db.query('select 1 from public.api_keys where user_id = $1', [cast.a.id]);
    expect(left.rowCount).toBe(0);
  });

  describe('in a team workspace', () => {
    // People of their own: the tests above delete Ana.
    let teamOwner: NewUser;
    let teamAdmin: NewUser;
    let editor: NewUser;
    let viewer: NewUser;
    let team: string;
    let teamQr: string;
    let personalQr: string;

    beforeEach(async () => {
      [teamOwner, teamAdmin, editor, viewer] = await Promise.all(
        [1, 2, 3, 4].map(() => createAuthUser(db)),
      );
      await db.query("update public.profiles set plan_id = 'empresarial' where id = $1", [
        teamOwner!.id,
      ]);
      team = await asRole(db, userCaller(teamOwner!), async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "select public.create_workspace('Agência') as id",
        );
        return rows[0]!.id;
      });
      for (const [user, role] of [
        [teamAdmin!, 'admin'],
        [editor!, 'editor'],
        [viewer!, 'viewer'],
      ] as const) {
        await db.query(
          'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
          [team, user.id, role],
        );
      }
      const qrIn = async (workspace: string) =>
        (
          await db.query<{ id: string }>(
            `insert into public.qr_codes (workspace_id, user_id, target_url)
             values ($1, $2, 'https://example.com/equipe') returning id`,
            [workspace, teamOwner.id],
          )
        ).rows[0]!.id;
      teamQr = await qrIn(team);
      personalQr = await qrIn(await personalOf(teamOwner.id));
    });

    it('lets its owners and admins make its keys, read only or read and write, and read them', async () => {
      const made = await create(userCaller(teamAdmin), 'Robô', team, 'read_only');
      expect(made).toMatchObject({ scope: 'read_only', workspace_id: team });
      expect(await owner(made.key)).toMatchObject({
        user_id: teamAdmin.id,
        workspace_id: team,
        scope: 'read_only',
        role: 'admin',
      });
      const refused = {
        code: '42501',
        message:
          'Só o proprietário e os administradores do espaço de trabalho criam chaves de API.',
      };
      expect(await pgError(create(userCaller(editor), 'Editor', team))).toMatchObject(refused);
      expect(await pgError(create(cast.callers.b, 'De fora', team))).toMatchObject(refused);
      expect(await pgError(create(userCaller(teamOwner), 'Tudo', team, 'tudo'))).toMatchObject({
        code: '22023',
        message: 'Escolha a permissão da chave: somente leitura, ou leitura e escrita.',
      });

      const list = 'select id from public.api_keys where id = $1';
      expect(await probe(db, userCaller(teamOwner), list, [made.id])).toBe(1);
      expect(await probe(db, userCaller(teamAdmin), list, [made.id])).toBe(1);
      expect(await probe(db, userCaller(editor), list, [made.id])).toBe(0);
      expect(await probe(db, userCaller(viewer), list, [made.id])).toBe(0);
      // An editor cannot revoke it; the owner can.
      expect(
        await pgError(
          asRole(db, cast.callers.b, (tx) =>
            tx.query('select public.revoke_api_key($1)', [made.id]),
          ),
        ),
      ).toMatchObject({ code: 'P0002' });
      await asRole(db, userCaller(teamOwner), (tx) =>
        tx.query('select public.revoke_api_key($1)', [made.id]),
      );
      expect(await owner(made.key)).toBeUndefined();
    });

    it("reads and writes its workspace only, within its scope and its creator's role", async () => {
      const asKey = (user: NewUser, scope: 'read_only' | 'read_write'): Caller => ({
        ...userCaller(user),
        apiKey: { workspaceId: team, scope },
      });
      const personal = await personalOf(teamOwner.id);
      const read = 'select 1 from public.qr_codes where id = $1';
      const insert =
        "insert into public.qr_codes (workspace_id, user_id, target_url) values ($1, $2, 'https://example.com/k')";
      const update =
        "update public.qr_codes set target_url = 'https://example.com/k2' where id = $1";

      // The owner's key of the team: the team's codes, not the owner's personal ones.
      const ownerKey = asKey(teamOwner, 'read_write');
      expect(await probe(db, ownerKey, read, [teamQr])).toBe(1);
      expect(await probe(db, ownerKey, read, [personalQr])).toBe(0);
      expect(await probe(db, ownerKey, insert, [team, teamOwner.id])).toBe(1);
      expect(await probe(db, ownerKey, insert, [personal, teamOwner.id])).toBe('denied');
      expect(await probe(db, ownerKey, update, [teamQr])).toBe(1);
      expect(await probe(db, ownerKey, update, [personalQr])).toBe(0);
      // The same person without a key reaches both.
      expect(await probe(db, userCaller(teamOwner), read, [personalQr])).toBe(1);

      // Read only: it reads, and writes nothing.
      const readOnly = asKey(teamOwner, 'read_only');
      expect(await probe(db, readOnly, read, [teamQr])).toBe(1);
      expect(await probe(db, readOnly, insert, [team, teamOwner.id])).toBe('denied');
      expect(await probe(db, readOnly, update, [teamQr])).toBe(0);
      expect(await probe(db, readOnly, 'delete from public.qr_codes where id = $1', [teamQr])).toBe(
        0,
      );

      // Never more than the creator's role: an editor's key writes, a Leitor's does not.
      expect(await probe(db, asKey(editor, 'read_write'), insert, [team, editor.id])).toBe(1);
      expect(await probe(db, asKey(viewer, 'read_write'), read, [teamQr])).toBe(1);
      expect(await probe(db, asKey(viewer, 'read_write'), insert, [team, viewer.id])).toBe(
        'denied',
      );
      expect(await probe(db, asKey(viewer, 'read_write'), update, [teamQr])).toBe(0);
    });

    it('goes with a member who leaves or is removed', async () => {
      const made = await create(userCaller(teamAdmin), 'Integração', team);
      const own = await create(userCaller(teamAdmin), 'Minha');
      await asRole(db, userCaller(teamOwner), (tx) =>
        tx.query('select public.remove_workspace_member($1, $2)', [team, teamAdmin.id]),
      );
      expect(await owner(made.key)).toBeUndefined();
      const { rows } = await db.query<{ revoked_at: Date | null }>(
        'select revoked_at from public.api_keys where id = $1',
        [made.id],
      );
      expect(rows[0]!.revoked_at).toBeInstanceOf(Date);
      // Their key of their own workspace stays.
      expect(await owner(own.key)).toMatchObject({ key_id: own.id });
    });
  });
});
