/**
 * An admin removes a user's two-factor method (migration 20261127110000_admin_two_factor_reset.sql)
 * on both engines: admin_get_client says who uses it; admin_remove_two_factor deletes the
 * account's factors and challenges, ends its sessions and refresh tokens and writes the audit row,
 * so the password alone signs in again; a session that signed in before the removal and never
 * gave its code stays refused; the refusals (reason, unknown account, no factor, the admin's own
 * factor, users, admins below aal2) change nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  adminCaller,
  anon,
  asRole,
  createAuthUser,
  makeAdmin,
  useFreshDatabase,
  userCaller,
  type Caller,
  type NewUser,
} from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;

const ONLY_ADMINS = {
  code: '42501',
  message: 'Acesso negado: apenas administradores podem realizar esta ação.',
};
const ADMIN_CODE_FIRST = {
  code: '42501',
  message:
    'A área administrativa exige a verificação em duas etapas: ative-a em Configurações > Segurança e entre com o código.',
};
const CODE_FIRST = {
  code: '42501',
  message: 'Confirme o código de verificação em duas etapas para continuar.',
};
const refusal = (message: string) => ({ code: 'P0001', message });

describe.each(ENGINES)('an admin removes a two-factor method on %s', (engine) => {
  let db: Db;
  let ana: NewUser; // lost her phone
  let bruno: NewUser; // a user without two-factor sign-in
  let boss: NewUser; // an admin with an authenticator of her own
  let admin: Caller;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = await createAuthUser(db, { fullName: 'Ana Sem Celular' });
    bruno = await createAuthUser(db, { fullName: 'Bruno' });
    boss = await createAuthUser(db, { fullName: 'Chefe' });
    await makeAdmin(db, boss.id);
    admin = adminCaller(boss);
    await addFactor(boss, 'verified');
  });

  /** The first column of the first row, as `caller`. */
  const one = <T = Json>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T);
  const remove = (caller: Caller, user: string, reason: string = 'Perdeu o celular') =>
    one(caller, 'select public.admin_remove_two_factor($1, $2) as r', [user, reason]);

  async function addFactor(user: NewUser, status: 'verified' | 'unverified'): Promise<string> {
    const id = randomUUID();
    await db.query(
      `insert into auth.mfa_factors
         (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', $4, now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [id, user.id, `${status}-${id.slice(0, 8)}`, status],
    );
    return id;
  }
  /** A signed-in session of the account with a refresh token, as the auth server writes them. */
  async function addSession(user: NewUser, aal: 'aal1' | 'aal2'): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      'insert into auth.sessions (user_id, aal) values ($1, $2) returning id',
      [user.id, aal],
    );
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, session_id)
       values ($1, $2, false, $3)`,
      [randomUUID(), user.id, rows[0]!.id],
    );
    return rows[0]!.id;
  }
  const counts = async (user: NewUser) =>
    (
      await db.query<Json>(
        `select (select count(*)::int from auth.mfa_factors where user_id = $1) as factors,
                (select count(*)::int from auth.mfa_challenges c
                   join auth.mfa_factors f on f.id = c.factor_id where f.user_id = $1) as challenges,
                (select count(*)::int from auth.sessions where user_id = $1) as sessions,
                (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as tokens`,
        [user.id],
      )
    ).rows[0];
  const auditRows = async (user: NewUser) =>
    (
      await db.query<Json>(
        `select actor_id, actor_email, action, target_kind, target_id, reason, details
           from public.admin_audit_log where target_id = $1 order by id`,
        [user.id],
      )
    ).rows;
  const twoFactor = async (user: NewUser) =>
    (await one<Json>(admin, 'select public.admin_get_client($1) as r', [user.id])).two_factor;
  /** Whether a session (its id and assurance level) of the account may act, as runAs checks. */
  const check = (user: NewUser, sessionId: string, aal: 'aal1' | 'aal2') =>
    one({ ...userCaller(user), aal, sessionId }, 'select public.require_second_factor(auth.jwt())')
      .then(() => 'passes')
      .catch(
        (error: { code?: string; message: string }) =>
          `${error.code ?? 'unknown'}: ${error.message}`,
      );

  it('tells an admin which clients use two-factor sign-in', async () => {
    expect(await twoFactor(bruno)).toBe(false);
    expect(await twoFactor(boss)).toBe(true);
    // An enrolment never confirmed by a first code protects nothing yet.
    await addFactor(bruno, 'unverified');
    expect(await twoFactor(bruno)).toBe(false);
    expect(await one(admin, 'select public.admin_get_client($1) as r', [bruno.id])).toEqual({
      id: bruno.id,
      full_name: 'Bruno',
      email: bruno.email,
      role: 'user',
      plan_id: 'free_plan',
      plan_name: expect.any(String),
      created_at: expect.any(String),
      two_factor: false,
      workspaces: [expect.objectContaining({ name: 'Pessoal', personal: true, role: 'owner' })],
    });
  });

  it('refuses users, admins below aal2, and every refusal changes nothing', async () => {
    const factor = await addFactor(ana, 'verified');
    const session = await addSession(ana, 'aal2');
    const before = await counts(ana);
    expect(before).toEqual({ factors: 1, challenges: 0, sessions: 1, tokens: 1 });

    expect(await pgError(remove(userCaller(bruno), ana.id))).toEqual(ONLY_ADMINS);
    expect(
      await pgError(remove({ ...userCaller(ana), aal: 'aal2', sessionId: session }, ana.id)),
    ).toEqual(ONLY_ADMINS);
    expect((await pgError(remove(anon, ana.id))).code).toBe('42501');
    // 'Exigir 2FA para administradores' is on (a new install's default).
    expect(await pgError(remove(userCaller(boss), ana.id))).toEqual(ADMIN_CODE_FIRST);
    expect(await pgError(remove({ ...userCaller(boss), aal: 'aal1' }, ana.id))).toEqual(
      ADMIN_CODE_FIRST,
    );

    expect(await pgError(remove(admin, ana.id, '   '))).toEqual(refusal('Informe o motivo.'));
    expect(await pgError(remove(admin, ana.id, 'x'.repeat(501)))).toEqual(
      refusal('O motivo pode ter no máximo 500 caracteres.'),
    );
    expect(await pgError(remove(admin, randomUUID()))).toEqual(refusal('Cliente não encontrado.'));
    // Bruno only started an enrolment: he does not use it.
    expect(await pgError(remove(admin, bruno.id))).toEqual(
      refusal('Este cliente não usa verificação em duas etapas.'),
    );
    // An admin turns off her own with a current code, like anyone.
    expect(await pgError(remove(admin, boss.id))).toEqual(
      refusal('Para desativar a sua, use Configurações > Segurança.'),
    );

    expect(await counts(ana)).toEqual(before);
    expect(await twoFactor(boss)).toBe(true);
    expect(await twoFactor(bruno)).toBe(false);
    expect((await counts(bruno)).factors).toBe(1);
    for (const user of [ana, bruno, boss]) expect(await auditRows(user)).toEqual([]);
    await db.query('delete from auth.mfa_factors where id = $1', [factor]);
    await db.query('delete from auth.sessions where id = $1', [session]);
  });

  it('removes the factors and challenges, ends every session, and audits it', async () => {
    const carla = await createAuthUser(db, { email: `carla-${randomUUID()}@example.com` });
    const factor = await addFactor(carla, 'verified');
    await addFactor(carla, 'unverified');
    await db.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), '203.0.113.7')`,
      [randomUUID(), factor],
    );
    // Her laptop at aal2, and someone who has her password but not her phone, stuck at aal1.
    const laptop = await addSession(carla, 'aal2');
    const stuck = await addSession(carla, 'aal1');
    const brunoSession = await addSession(bruno, 'aal1');
    expect(await counts(carla)).toEqual({ factors: 2, challenges: 1, sessions: 2, tokens: 2 });
    expect(await check(carla, stuck, 'aal1')).toBe(`${CODE_FIRST.code}: ${CODE_FIRST.message}`);
    expect(await check(carla, laptop, 'aal2')).toBe('passes');
    expect(await twoFactor(carla)).toBe(true);

    await remove(admin, carla.id, '  Perdeu o celular; documento conferido  ');

    expect(await counts(carla)).toEqual({ factors: 0, challenges: 0, sessions: 0, tokens: 0 });
    expect(await twoFactor(carla)).toBe(false);
    // Nobody else's sessions end.
    expect((await counts(bruno)).sessions).toBe(1);
    expect(await check(bruno, brunoSession, 'aal1')).toBe('passes');
    expect(await auditRows(carla)).toEqual([
      {
        actor_id: boss.id,
        actor_email: boss.email,
        action: 'two_factor_removed',
        target_kind: 'user',
        target_id: carla.id,
        reason: 'Perdeu o celular; documento conferido',
        details: { email: carla.email, factors: 2 },
      },
    ]);
    const listed = await one<{ total: number; rows: Json[] }>(
      admin,
      "select public.admin_list_audit('two_factor_removed', null, 50, 0) as r",
    );
    expect(listed.rows.map((row) => row.target_id)).toContain(carla.id);

    // The session stuck at its code ended with the removal: its access token, still within its
    // hour, is not let through now that the account has no factor.
    expect(await check(carla, stuck, 'aal1')).toBe(`${CODE_FIRST.code}: ${CODE_FIRST.message}`);
    // A new sign-in with the password alone acts at once.
    const fresh = await addSession(carla, 'aal1');
    expect(await check(carla, fresh, 'aal1')).toBe('passes');
    // Once she turns it on again, it is asked for as before; and removed again, as before.
    const again = await addFactor(carla, 'verified');
    expect(await check(carla, fresh, 'aal1')).toBe(`${CODE_FIRST.code}: ${CODE_FIRST.message}`);
    await remove(admin, carla.id);
    expect((await db.query('select 1 from auth.mfa_factors where id = $1', [again])).rowCount).toBe(
      0,
    );
    expect(await check(carla, fresh, 'aal1')).toBe(`${CODE_FIRST.code}: ${CODE_FIRST.message}`);
    expect(await auditRows(carla)).toHaveLength(2);
  });
});
