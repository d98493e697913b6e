/**
 * A blocked account at the self-hosted /auth/v1 (docs/product/trust-and-safety.md, "Reports and
 * moderation"): once an admin blocks it (admin_block_user), its sessions are over (refresh
 * tokens refused, access tokens refused at /user with GoTrue's 403 user_banned and at /rest/v1
 * with 403 hint user_banned, though still unexpired), its password
 * and e-mail links open no session, and an API key of it works no more; unblocked, it signs in
 * again. A ban set another way (Supabase Auth's admin API writes banned_until only) is refused
 * the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '@qrlink/server/mail/outbox';
import {
  adminCaller,
  asRole,
  createAuthUser,
  ENGINES,
  makeAdmin,
  userCaller,
  type NewUser,
} from '../support/databases';
import { fragmentOf, startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

describe.each(ENGINES)('a blocked account at /auth/v1 (%s)', (engine) => {
  let server: TestServer;
  let boss: NewUser;

  beforeAll(async () => {
    server = await startTestServer(engine, { autoconfirm: true });
    boss = await createAuthUser(server.db);
    await makeAdmin(server.db, boss.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function newAccount(password = 'segredo123') {
    const email = uniqueEmail('bloqueio');
    const { error } = await server.client().auth.signUp({ email, password });
    expect(error).toBeNull();
    return email;
  }
  const signIn = (email: string, password = 'segredo123') =>
    server.client().auth.signInWithPassword({ email, password });
  const moderate = (action: 'admin_block_user' | 'admin_unblock_user', id: string) =>
    asRole(server.db, adminCaller(boss), (tx) =>
      tx.query(`select public.${action}($1, 'Golpes com QR Codes')`, [id]),
    );
  /** GET /auth/v1/user as supabase-js v2 asks it. */
  const user = (token: string) =>
    fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    }).then(async (r) => ({
      status: r.status,
      code: ((await r.json()) as { code?: string }).code,
    }));
  const refresh = (token: string) => server.client().auth.refreshSession({ refresh_token: token });

  it('refuses its tokens, its password and its e-mail links once blocked, until unblocked', async () => {
    const email = await newAccount();
    const { data, error } = await signIn(email);
    expect(error).toBeNull();
    const session = data.session!;
    const id = session.user.id;
    const { rows } = await asRole(server.db, { ...userCaller({ id, email }), aal: 'aal1' }, (tx) =>
      tx.query<{ r: { key: string } }>("select public.create_api_key('CI') as r"),
    );
    const apiKey = rows[0]!.r.key;
    const api = () =>
      fetch(`${server.url}/api/v1/qr-codes`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect((await api()).status).toBe(200);
    const rest = () =>
      fetch(`${server.url}/rest/v1/qr_codes?select=id`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}` },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect((await rest()).status).toBe(200);

    await moderate('admin_block_user', id);
    expect(await user(session.access_token)).toEqual({ status: 403, code: 'user_banned' });
    // The access token, still unexpired, reaches no data either.
    expect(await rest()).toMatchObject({
      status: 403,
      body: {
        code: '42501',
        hint: 'user_banned',
        message:
          'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
      },
    });
    // Blocking ended every session: the refresh token is gone.
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    // The right password is told the account is blocked; a wrong one learns nothing.
    const blocked = await signIn(email);
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 403, code: 'user_banned' });
    expect(blocked.error?.message).toBe('User is banned');
    expect((await signIn(email, 'errada-123')).error?.code).toBe('invalid_credentials');
    // A recovery link opens no session either.
    const redirectTo = `${server.url}/update-password`;
    expect(
      (await server.client().auth.resetPasswordForEmail(email, { redirectTo })).error,
    ).toBeNull();
    const mail = await latestMailTo(server.dataDir, email);
    const link = await fetch(mail!.link, { redirect: 'manual' });
    const hash = fragmentOf(link.headers.get('location')!);
    expect(hash.get('error_code')).toBe('user_banned');
    expect(hash.get('access_token')).toBeNull();
    // Nor does an API key of the account.
    expect((await api()).status).toBe(401);

    await moderate('admin_unblock_user', id);
    const again = await signIn(email);
    expect(again.error).toBeNull();
    expect(await user(again.data.session!.access_token)).toEqual({
      status: 200,
      code: undefined,
    });
    expect((await api()).status).toBe(200);
  });

  it('refuses a session that outlived a ban written elsewhere (banned_until only)', async () => {
    const email = await newAccount();
    const { data } = await signIn(email);
    const session = data.session!;
    await server.db.query(
      "update auth.users set banned_until = now() + interval '1 day' where id = $1",
      [session.user.id],
    );
    expect(await user(session.access_token)).toEqual({ status: 403, code: 'user_banned' });
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.error).toMatchObject({ status: 403, code: 'user_banned' });

    await server.db.query(
      "update auth.users set banned_until = now() - interval '1 second' where id = $1",
      [session.user.id],
    );
    expect((await user(session.access_token)).status).toBe(200);
  });
});
