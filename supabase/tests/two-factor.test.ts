/**
 * Two-factor rules in SQL (migration 20261126140000_two_factor.sql) on both engines: a session
 * of an account with a verified factor does nothing below aal2; admin functions ask for aal2
 * while 'Exigir 2FA para administradores' is on (a new install's default), and only an aal2
 * session may turn that on.
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

const CODE_FIRST = {
  code: '42501',
  message: 'Confirme o código de verificação em duas etapas para continuar.',
};
const ADMIN_CODE_FIRST = {
  code: '42501',
  message:
    'A área administrativa exige a verificação em duas etapas: ative-a em Configurações > Segurança e entre com o código.',
};

describe.each(ENGINES)('two-factor rules on %s', (engine) => {
  let db: Db;
  let ana: NewUser;
  let boss: NewUser;

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    ana = await createAuthUser(db);
    boss = await createAuthUser(db);
    await makeAdmin(db, boss.id);
  });

  const session = (user: NewUser, aal: 'aal1' | 'aal2'): Caller => ({
    ...userCaller(user),
    aal,
    sessionId: randomUUID(),
  });
  const addVerifiedFactor = (user: NewUser) =>
    db.query(
      `insert into auth.mfa_factors
         (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, '', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [randomUUID(), user.id],
    );
  const check = (caller: Caller) =>
    asRole(db, caller, (tx) =>
      tx.query('select public.require_second_factor(auth.jwt())').then(() => 'passes'),
    );
  const ownLogos = (caller: Caller) =>
    asRole(db, caller, async (tx) => (await tx.query('select id from storage.objects')).rowCount);
  const setting = async (caller: Caller, enabled: boolean) =>
    asRole(db, caller, async (tx) => {
      const { rows } = await tx.query<{ r: unknown }>(
        `select public.update_app_setting('admin_mfa_required', jsonb_build_object('enabled', $1::boolean)) as r`,
        [enabled],
      );
      return rows[0]?.r;
    });
  const settings = (caller: Caller) =>
    asRole(
      db,
      caller,
      async (tx) => (await tx.query('select * from public.get_all_app_settings()')).rowCount,
    );

  it('lets a session below aal2 through only while the account has no verified factor', async () => {
    expect(await check(session(ana, 'aal1'))).toBe('passes');
    await db.query(
      "insert into storage.objects (bucket_id, name, owner) values ('qr_logos', $1, $2)",
      [`${ana.id}/logo.png`, ana.id],
    );
    expect(await ownLogos(session(ana, 'aal1'))).toBe(1);
    await addVerifiedFactor(ana);
    expect(await pgError(check(session(ana, 'aal1')))).toEqual(CODE_FIRST);
    // Storage is not behind PostgREST on hosted Supabase: its rows hide themselves too.
    expect(await ownLogos(session(ana, 'aal1'))).toBe(0);
    expect(await check(session(ana, 'aal2'))).toBe('passes');
    expect(await ownLogos(session(ana, 'aal2'))).toBe(1);
    // An API key acts without a session: a credential of its own.
    expect(await check(userCaller(ana))).toBe('passes');
    // Other accounts are not held up by Ana's factor.
    expect(await check(session(boss, 'aal1'))).toBe('passes');

    // Hosted PostgREST's pre-request: the same rule, as the request's role, visitors included.
    const preRequest = (caller: Caller) =>
      asRole(db, caller, (tx) => tx.query('select public.check_request()').then(() => 'passes'));
    expect(await preRequest(anon)).toBe('passes');
    expect(await preRequest(session(ana, 'aal2'))).toBe('passes');
    expect(await pgError(preRequest(session(ana, 'aal1')))).toEqual(CODE_FIRST);
  });

  it('asks admins for aal2 while the setting is on, and lets only aal2 turn it on', async () => {
    expect(await pgError(settings(session(boss, 'aal1')))).toEqual(ADMIN_CODE_FIRST);
    expect(await settings(session(boss, 'aal2'))).toBe(3);
    // A plain user still hears "only admins".
    expect((await pgError(settings(session(ana, 'aal2')))).message).toBe(
      'Acesso negado: apenas administradores podem realizar esta ação.',
    );
    // Admin-only rows follow the same rule.
    const blocklist = (caller: Caller) =>
      asRole(
        db,
        caller,
        async (tx) => (await tx.query('select * from public.blocked_domains')).rowCount,
      );
    await asRole(db, adminCaller(boss), (tx) =>
      tx.query("insert into public.blocked_domains (domain) values ('golpe.example')"),
    );
    expect(await blocklist(session(boss, 'aal1'))).toBe(0);
    expect(await blocklist(session(boss, 'aal2'))).toBe(1);

    expect(await setting(session(boss, 'aal2'), false)).toEqual({
      success: true,
      message: 'Configuração atualizada com sucesso.',
    });
    expect(await settings(session(boss, 'aal1'))).toBe(3);
    expect(await pgError(setting(session(boss, 'aal1'), true))).toEqual({
      code: '22023',
      message:
        'Ative a verificação em duas etapas na sua conta e entre com o código antes de exigi-la dos administradores.',
    });
    expect((await setting(session(boss, 'aal2'), true)) as object).toMatchObject({ success: true });
    expect(await pgError(settings(session(boss, 'aal1')))).toEqual(ADMIN_CODE_FIRST);
  });
});
