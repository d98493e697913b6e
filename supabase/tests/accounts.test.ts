/**
 * Accounts: profile creation from sign-up metadata, the registration switch (and the
 * first-admin bypass), email check, self-deletion, and update_user_plan's payment rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  asRole,
  createAuthUser,
  useFreshDatabase,
  adminCaller,
  makeAdmin,
  serviceRole,
  userCaller,
} from '../../tests/support/databases';
import type { Caller, NewUser } from '../../tests/support/databases';
import { pgError } from '../../tests/support/db-probe';

describe.each(ENGINES)('accounts on %s', (engine) => {
  let db: Db;
  const anon: Caller = { role: 'anon' };
  const value = async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ v: T }>(sql, params)).rows[0]?.v as T);

  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });

  it('creates the profile from the sign-up metadata (role user, free plan)', async () => {
    const user = await createAuthUser(db, {
      email: 'Maria@Example.com',
      fullName: '  Maria Silva ',
    });
    const profile = await asRole(
      db,
      userCaller(user),
      async (tx) =>
        (await tx.query('select full_name, email, role, plan_id from public.profiles')).rows,
    );
    expect(profile).toEqual([
      { full_name: 'Maria Silva', email: 'Maria@Example.com', role: 'user', plan_id: 'free_plan' },
    ]);
    // a duplicate address (any case) is refused by auth.users
    expect((await pgError(createAuthUser(db, { email: 'maria@example.COM' }))).code).toBe('23505');
  });

  it('tells anyone whether an email is registered, ignoring case and spaces', async () => {
    expect(
      await value(anon, "select public.check_if_email_exists(' MARIA@example.com ') as v"),
    ).toBe(true);
    expect(
      await value(anon, "select public.check_if_email_exists('ninguem@example.com') as v"),
    ).toBe(false);
  });

  it('refuses new users while registrations are off, except the first-admin bootstrap', async () => {
    const first = await createAuthUser(db, { fullName: 'Primeira' });
    await makeAdmin(db, first.id); // as the table owner, like the server's bootstrap
    await value(
      adminCaller(first),
      "select public.update_app_setting('allow_new_registrations', '{\"enabled\": false}') as v",
    );

    expect(await pgError(createAuthUser(db))).toEqual({
      code: '42501',
      message: 'Novos cadastros estão temporariamente desativados.',
    });
    // The bypass needs both the owner connection and the transaction-local flag: service_role
    // (what an API request can become) does not get through even with the flag set.
    const viaApi = asRole(db, serviceRole, async (tx) => {
      await tx.query("select set_config('qrlink.bootstrap_admin', 'on', true)");
      return tx.query("insert into auth.users (email) values ('api@example.com')");
    });
    expect((await pgError(viaApi)).code).toBe('42501');
    const boot = await createAuthUser(db, { fullName: 'Bootstrap', bypassRegistrationLock: true });
    expect(boot.id).toMatch(/^[0-9a-f-]{36}$/);
    // the flag is transaction-local: the next insert is refused again
    expect((await pgError(createAuthUser(db))).code).toBe('42501');

    await value(
      adminCaller(first),
      "select public.update_app_setting('allow_new_registrations', '{\"enabled\": true}') as v",
    );
    await createAuthUser(db);
  });

  it('lets a user delete their own account and all their data, and nobody else', async () => {
    const user = await createAuthUser(db);
    const caller = userCaller(user);
    await asRole(db, caller, (tx) =>
      tx.query(
        "insert into public.qr_codes (user_id, target_url) values (auth.uid(), 'https://example.com')",
      ),
    );
    await asRole(db, caller, (tx) =>
      tx.query(
        "insert into public.short_links (user_id, original_url, short_code) values (auth.uid(), 'https://example.com', 'Del12345')",
      ),
    );
    const other = await createAuthUser(db);
    await db.query(
      `insert into storage.objects (bucket_id, name, owner_id)
       values ('qr_logos', $1 || '/1.png', $1), ('qr_logos', $1 || '/2.svg', $1), ('qr_logos', $2 || '/1.png', $2)`,
      [user.id, other.id],
    );
    expect(
      (await pgError(value(anon, 'select public.delete_user_data_and_auth() as v'))).code,
    ).toBe('42501');
    await value(caller, 'select public.delete_user_data_and_auth() as v');
    const { rows } = await db.query(
      `select (select count(*) from auth.users where id = $1)::int as users,
              (select count(*) from public.qr_codes where user_id = $1)::int as codes,
              (select count(*) from public.short_links where user_id = $1)::int as links,
              (select count(*) from public.notifications where user_id = $1)::int as notes`,
      [user.id],
    );
    expect(rows[0]).toEqual({ users: 0, codes: 0, links: 0, notes: 0 });
    // their logo files went too; another user's stayed
    const { rows: files } = await db.query<{ name: string }>(
      "select name from storage.objects where bucket_id = 'qr_logos' and name like any($1)",
      [[`${user.id}/%`, `${other.id}/%`]],
    );
    expect(files.map((f) => f.name)).toEqual([`${other.id}/1.png`]);
  });

  describe('update_user_plan', () => {
    let user: NewUser;
    let caller: Caller;
    const plan = () =>
      db
        .query('select plan_id from public.profiles where id = $1', [user.id])
        .then((r) => r.rows[0]?.plan_id);
    const pay = (planId: string, status: string, providerId: string) =>
      asRole(db, serviceRole, (tx) =>
        tx.query(
          "insert into public.payments (user_id, plan_id, cycle, status, provider_payment_id, amount) values ($1, $2, 'monthly', $3, $4, 19.9)",
          [user.id, planId, status, providerId],
        ),
      );
    const change = (planId: string, userId = user.id) =>
      value(caller, 'select public.update_user_plan($1, $2) as v', [userId, planId]);

    beforeAll(async () => {
      user = await createAuthUser(db);
      caller = userCaller(user);
    });

    it('never grants a paid plan without an approved payment for it', async () => {
      expect(await pgError(change('basico'))).toEqual({
        code: '42501',
        message: 'Nenhum pagamento aprovado foi encontrado para este plano.',
      });
      await pay('basico', 'pending', 'mp-pending-1');
      await pay('profissional', 'approved', 'mp-other-plan');
      expect((await pgError(change('basico'))).code).toBe('42501');
      expect(await plan()).toBe('free_plan');
    });

    it('confirms only a plan the webhook activated: a payment row alone grants nothing', async () => {
      await pay('basico', 'approved', 'mp-ok-1');
      const refused = await pgError(change('basico'));
      expect(refused).toMatchObject({
        code: '42501',
        message: 'Nenhum pagamento aprovado foi encontrado para este plano.',
      });
      expect(await plan()).toBe('free_plan');
      // Activated by the webhook (record_provider_payment): the page confirms it.
      await db.query(
        `update public.profiles set plan_id = 'basico', plan_cycle = 'monthly',
           plan_renews_at = now() + interval '1 month' where id = $1`,
        [user.id],
      );
      expect(await change('basico')).toEqual({
        success: true,
        message: 'Plano atualizado com sucesso!',
        plan_id: 'basico',
      });
      await change('free_plan');
      expect(await plan()).toBe('free_plan');
      expect((await pgError(change('basico'))).code).toBe('42501');
    });

    it("changes only the caller's own account, to an existing plan", async () => {
      const other = await createAuthUser(db);
      expect(await pgError(change('free_plan', other.id))).toEqual({
        code: '42501',
        message: 'Você só pode alterar o plano da sua própria conta.',
      });
      expect(await pgError(change('nao_existe'))).toEqual({
        code: 'P0002',
        message: 'Plano não encontrado.',
      });
      expect(
        (
          await pgError(
            value(anon, "select public.update_user_plan(gen_random_uuid(), 'free_plan') as v"),
          )
        ).code,
      ).toBe('42501');
      // a duplicate provider payment id is refused (a webhook delivered twice)
      expect((await pgError(pay('basico', 'approved', 'mp-ok-1'))).code).toBe('23505');
    });
  });
});
