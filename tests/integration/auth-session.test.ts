/**
 * Sessions against the self-hosted /auth/v1 with supabase-js: refresh-token rotation and reuse
 * detection, sign-out scopes, password change, password recovery by e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { latestMailTo } from '@qrlink/server/mail/outbox';
import { ENGINES } from '../support/databases';
import { fragmentOf, startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

describe.each(ENGINES)('auth sessions (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { autoconfirm: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function newAccount(password = 'segredo123') {
    const email = uniqueEmail('session');
    const { error } = await server.client().auth.signUp({ email, password });
    expect(error).toBeNull();
    return email;
  }

  async function signIn(email: string, password = 'segredo123') {
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, session: data.session! };
  }

  /** GoTrue's answer for a signed-out session; supabase-js turns it into AuthSessionMissingError. */
  async function expectSessionGone(accessToken: string) {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${accessToken}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('session_not_found');
    const { data, error } = await server.client().auth.getUser(accessToken);
    expect(data.user).toBeNull();
    expect(isAuthSessionMissingError(error)).toBe(true);
  }

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const { client, session } = await signIn(await newAccount());
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.user?.id).toBe(session.user.id);

    // A retry right after the rotation (the first answer got lost) gets the same child back.
    const retry = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(rotated.refresh_token);

    // Later, the used token coming back means it leaked: refused, and the family revoked.
    await server.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [session.refresh_token],
    );
    const reused = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used');

    const afterTheft = await server
      .client()
      .auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(afterTheft.error?.code).toBe('refresh_token_already_used');

    const unknown = await server.client().auth.refreshSession({ refresh_token: 'nao-existe' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signs out globally: refresh tokens and the session stop working', async () => {
    const email = await newAccount();
    const { client, session } = await signIn(email);
    const other = await signIn(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    for (const token of [session.refresh_token, other.session.refresh_token]) {
      const refreshed = await server.client().auth.refreshSession({ refresh_token: token });
      expect(refreshed.error?.code).toBe('refresh_token_not_found');
    }
    await expectSessionGone(session.access_token);
  });

  it('signs out locally: other sessions keep working', async () => {
    const email = await newAccount();
    const mine = await signIn(email);
    const other = await signIn(email);
    expect((await mine.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await other.client.auth.getUser()).data.user?.email).toBe(email);
    const gone = await server
      .client()
      .auth.refreshSession({ refresh_token: mine.session.refresh_token });
    expect(gone.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses requests without a valid token', async () => {
    const noToken = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey },
    });
    expect(noToken.status).toBe(401);
    const anonKey = await server.client().auth.getUser(server.anonKey);
    expect(anonKey.error?.status).toBe(403);
    expect(anonKey.error?.code).toBe('bad_jwt');
    const forged = await server
      .client()
      .auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.error?.code).toBe('bad_jwt');
  });

  it('changes the password: the new one works, the old one and other sessions do not', async () => {
    const email = await newAccount();
    const { client } = await signIn(email);
    const other = await signIn(email);
    const same = await client.auth.updateUser({ password: 'segredo123' });
    expect(same.error?.code).toBe('same_password');
    const short = await client.auth.updateUser({ password: '123' });
    expect(short.error?.code).toBe('weak_password');
    const emailChange = await client.auth.updateUser({ email: uniqueEmail('new') });
    expect(emailChange.error?.status).toBe(400);
    expect(emailChange.error?.message).toContain('not supported');

    const { data, error } = await client.auth.updateUser({
      password: 'nova-senha-1',
      data: { full_name: 'Nome Novo' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Nome Novo');
    const old = await server.client().auth.signInWithPassword({ email, password: 'segredo123' });
    expect(old.error?.code).toBe('invalid_credentials');
    await signIn(email, 'nova-senha-1');
    expect((await client.auth.getUser()).error).toBeNull();
    await expectSessionGone(other.session.access_token);
  });

  it('recovers a password through the mailed link', async () => {
    const email = await newAccount();
    const redirectTo = `${server.url}/update-password`;
    const { data, error } = await server.client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await latestMailTo(server.dataDir, email);
    expect(mail?.subject).toBe('Redefinição de senha');

    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const hash = fragmentOf(location);
    expect(hash.get('type')).toBe('recovery');

    const client = server.client();
    await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'recuperada-1' })).error).toBeNull();
    await signIn(email, 'recuperada-1');

    const ghost = uniqueEmail('ghost');
    const unknown = await server.client().auth.resetPasswordForEmail(ghost, { redirectTo });
    expect(unknown.error).toBeNull();
    expect(await latestMailTo(server.dataDir, ghost)).toBeUndefined();
  });
});
