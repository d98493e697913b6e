/**
 * Sign-up, e-mail confirmation and sign-in against the self-hosted /auth/v1, driven by
 * supabase-js exactly as the app drives it, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { latestMailTo, readOutbox } from '@qrlink/server/mail/outbox';
import { ENGINES } from '../support/databases';
import { fragmentOf, startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

describe.each(ENGINES)('auth sign-up and confirmation (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signUp(email: string, password = 'segredo123', redirect?: string) {
    return server.client().auth.signUp({
      email,
      password,
      options: {
        data: { full_name: 'Maria Teste' },
        ...(redirect ? { emailRedirectTo: redirect } : {}),
      },
    });
  }

  it('signs up without a session, mails a confirmation link that opens a session once', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await signUp(email, 'segredo123', `${server.url}/dashboard`);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Maria Teste');
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const { rows: profiles } = await server.db.query<{ full_name: string; role: string }>(
      'select full_name, role from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(profiles).toEqual([{ full_name: 'Maria Teste', role: 'user' }]);

    const unconfirmed = await server
      .client()
      .auth.signInWithPassword({ email, password: 'segredo123' });
    expect(unconfirmed.error?.status).toBe(400);
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');
    expect(unconfirmed.error?.message).toBe('Email not confirmed');

    const mail = await latestMailTo(server.dataDir, email);
    expect(mail?.subject).toBe('Confirme seu cadastro');
    expect(mail?.text).toContain(mail!.link);
    expect(mail?.html).toContain('Confirmar meu e-mail');
    expect(mail?.link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);

    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${server.url}/dashboard#`)).toBe(true);
    const hash = fragmentOf(location);
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const client = server.client();
    const session = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    const { data: me } = await client.auth.getUser();
    expect(me.user?.email).toBe(email);
    expect(me.user?.email_confirmed_at).toBeTruthy();

    const again = await fetch(mail!.link, { redirect: 'manual' });
    const expired = fragmentOf(again.headers.get('location')!);
    expect(expired.get('error')).toBe('access_denied');
    expect(expired.get('error_code')).toBe('otp_expired');

    const signedIn = await server
      .client()
      .auth.signInWithPassword({ email, password: 'segredo123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
    expect(signedIn.data.session?.expires_in).toBe(3600);
    expect(signedIn.data.user?.id).toBe(data.user!.id);

    const duplicate = await signUp(email.toUpperCase());
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('user_already_exists');
    expect(duplicate.error?.message).toBe('User already registered');
  });

  it('refuses wrong passwords and unknown accounts with the same error', async () => {
    const email = uniqueEmail('wrong');
    await signUp(email);
    for (const attempt of [
      { email, password: 'outra-senha' },
      { email: uniqueEmail('nobody'), password: 'segredo123' },
    ]) {
      const { data, error } = await server.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses short passwords and bad e-mails, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const weak = await signUp(email, '12345');
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const invalid = await signUp('not-an-email', 'segredo123');
    expect(invalid.error?.status).toBe(400);
    expect(invalid.error?.code).toBe('validation_failed');
    const { rows } = await server.db.query('select 1 from auth.users where email in ($1, $2)', [
      email,
      'not-an-email',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('resends the confirmation (the old link stops working) and answers {} for anyone', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const first = await latestMailTo(server.dataDir, email);
    const { data, error } = await server.client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(data.user).toBeNull();
    const second = await latestMailTo(server.dataDir, email);
    expect(second?.link).not.toBe(first?.link);
    const stale = await fetch(first!.link, { redirect: 'manual' });
    expect(fragmentOf(stale.headers.get('location')!).get('error_code')).toBe('otp_expired');
    const fresh = await fetch(second!.link, { redirect: 'manual' });
    expect(fragmentOf(fresh.headers.get('location')!).get('type')).toBe('signup');

    const unknown = uniqueEmail('ghost');
    expect(
      (await server.client().auth.resend({ type: 'signup', email: unknown })).error,
    ).toBeNull();
    expect(await latestMailTo(server.dataDir, unknown)).toBeUndefined();
  });

  it('refuses links older than 24 hours, and consumes them', async () => {
    const email = uniqueEmail('stale');
    await signUp(email);
    const mail = await latestMailTo(server.dataDir, email);
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1`,
      [email],
    );
    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(fragmentOf(response.headers.get('location')!).get('error_code')).toBe('otp_expired');
    const { rows } = await server.db.query<{
      confirmation_token: string | null;
      email_confirmed_at: Date | null;
    }>('select confirmation_token, email_confirmed_at from auth.users where email = $1', [email]);
    expect(rows).toEqual([{ confirmation_token: null, email_confirmed_at: null }]);
  });

  it('makes people wait between two mails to the same account (GoTrue: 60 s)', async () => {
    const paced = await startTestServer(engine, { authMailIntervalSeconds: 60 }, { db: server.db });
    try {
      const email = uniqueEmail('paced');
      expect(
        (await paced.client().auth.signUp({ email, password: 'segredo123' })).error,
      ).toBeNull();
      const { error } = await paced.client().auth.resend({ type: 'signup', email });
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_email_send_rate_limit');
      // Recovery requests never say "wait": that would reveal the account.
      for (let i = 0; i < 2; i += 1) {
        expect((await paced.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      }
      const recoveries = (await readOutbox(paced.dataDir)).filter(
        (mail) => mail.to === email && mail.subject === 'Redefinição de senha',
      );
      expect(recoveries).toHaveLength(1);
    } finally {
      await paced.stop();
    }
  });

  it('hashes at the configured cost and checks each password at its own', async () => {
    // This suite's servers hash at cost 4 (auth-test-server.ts); one at GoTrue's 10, the
    // default (config.test.ts), still signs in the accounts made at 4.
    const gotrueCost = await startTestServer(
      engine,
      { authPasswordHashCost: 10, autoconfirm: true },
      { db: server.db },
    );
    try {
      const cheap = uniqueEmail('cost-4');
      const costly = uniqueEmail('cost-10');
      await server.client().auth.signUp({ email: cheap, password: 'segredo123' });
      await server.db.query('update auth.users set email_confirmed_at = now() where email = $1', [
        cheap,
      ]);
      await gotrueCost.client().auth.signUp({ email: costly, password: 'segredo123' });
      const { rows } = await server.db.query<{ email: string; encrypted_password: string }>(
        'select email, encrypted_password from auth.users where email in ($1, $2)',
        [cheap, costly],
      );
      const hashOf = (email: string) => rows.find((row) => row.email === email)?.encrypted_password;
      expect(hashOf(cheap)).toMatch(/^\$2[ab]\$04\$/);
      expect(hashOf(costly)).toMatch(/^\$2[ab]\$10\$/);
      for (const email of [cheap, costly]) {
        const auth = gotrueCost.client().auth;
        expect((await auth.signInWithPassword({ email, password: 'segredo123' })).error).toBeNull();
        const wrong = await auth.signInWithPassword({ email, password: 'errada1234' });
        expect(wrong.error?.code).toBe('invalid_credentials');
      }
    } finally {
      await gotrueCost.stop();
    }
  });

  it('never redirects to another site', async () => {
    const email = uniqueEmail('redirect');
    await signUp(email, 'segredo123', 'https://evil.example/steal');
    const mail = await latestMailTo(server.dataDir, email);
    expect(mail?.link).not.toContain('evil.example');
    const response = await fetch(mail!.link, { redirect: 'manual' });
    expect(response.headers.get('location')!.startsWith(`${server.url}/#`)).toBe(true);
    const forged = new URL(mail!.link);
    forged.searchParams.set('redirect_to', 'https://evil.example/');
    forged.searchParams.set('token', 'made-up');
    const refused = await fetch(forged, { redirect: 'manual' });
    expect(refused.headers.get('location')!.startsWith(`${server.url}/#error=access_denied`)).toBe(
      true,
    );
  });

  it('refuses sign-ups while registrations are closed', async () => {
    await server.db.query(
      `update public.app_settings set value = '{"enabled": false}' where key = 'allow_new_registrations'`,
    );
    try {
      const email = uniqueEmail('closed');
      const { error } = await signUp(email);
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('signup_disabled');
      const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
      expect(settings.disable_signup).toBe(true);
      const { rows } = await server.db.query('select 1 from auth.users where email = $1', [email]);
      expect(rows).toHaveLength(0);
    } finally {
      await server.db.query(
        `update public.app_settings set value = '{"enabled": true}' where key = 'allow_new_registrations'`,
      );
    }
  });

  it('gives a session at once with AUTH_AUTOCONFIRM, and rate-limits sign-ups per IP', async () => {
    const auto = await startTestServer(
      engine,
      { autoconfirm: true, authRateLimitPerMinute: 2 },
      { db: server.db },
    );
    try {
      const email = uniqueEmail('auto');
      const { data, error } = await auto.client().auth.signUp({ email, password: 'segredo123' });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(await latestMailTo(auto.dataDir, email)).toBeUndefined();
      await auto.client().auth.signUp({ email: uniqueEmail('auto2'), password: 'segredo123' });
      const limited = await auto
        .client()
        .auth.signUp({ email: uniqueEmail('auto3'), password: 'segredo123' });
      expect(limited.error?.status).toBe(429);
      expect(limited.error?.code).toBe('over_request_rate_limit');
    } finally {
      await auto.stop();
    }
  });
});
