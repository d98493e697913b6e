/**
 * Two-factor sign-in (TOTP) against the self-hosted /auth/v1 with supabase-js's auth.mfa, the
 * way a hosted project answers it: enrolment confirmed by a first code, aal1 after a password and
 * nothing readable until the code, aal2 kept across refreshes, wrong codes counted per factor,
 * a verified factor changed only from an aal2 session, and an admin removing a lost
 * authenticator (admin_remove_two_factor). Codes are computed with otpauth.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createAuthUser, makeAdmin } from '../support/databases';
import { startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

const PASSWORD = 'segredo123';

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
/** A six-digit code that is not the current one (nor its neighbours). */
const wrongCodeFor = (secret: string) => codeFor(secret, Date.now() + 10 * 60_000);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string;
    amr: Array<{ method: string }>;
  };

describe.each(ENGINES)('two-factor sign-in (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { autoconfirm: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(email: string): Promise<SupabaseClient> {
    const client = server.client();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  /** A new account with a verified TOTP factor: its client (aal2), factor id and secret. */
  async function accountWithFactor() {
    const email = uniqueEmail('2fa');
    expect((await server.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const client = await signedIn(email);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Celular',
    });
    expect(error).toBeNull();
    const secret = data!.totp.secret;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: codeFor(secret),
    });
    expect(verified.error).toBeNull();
    return { email, client, factorId: data!.id, secret };
  }

  const readQrCodes = async (client: SupabaseClient) => {
    const { error } = await client.from('qr_codes').select('id');
    return error ? { code: error.code, message: error.message } : 'read';
  };

  it('enrols with a QR code and a first code, which raises the session to aal2', async () => {
    const email = uniqueEmail('2fa-enrol');
    await server.client().auth.signUp({ email, password: PASSWORD });
    const client = await signedIn(email);
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled!.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // Unverified, the factor protects nothing yet and asks for nothing.
    expect((await client.auth.mfa.listFactors()).data!.totp).toEqual([]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: wrongCodeFor(enrolled!.totp.secret),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const right = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(right.error).toBeNull();
    expect(claimsOf(right.data!.access_token)).toMatchObject({ aal: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data!.totp).toHaveLength(1);
    // A challenge answers one code.
    const again = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(again.error).toMatchObject({ status: 404 });
  });

  it('reads nothing after the password alone, everything after the code, and keeps aal2 on refresh', async () => {
    const { email, factorId, secret } = await accountWithFactor();
    const client = await signedIn(email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect(await readQrCodes(client)).toEqual({
      code: '42501',
      message: 'Confirme o código de verificação em duas etapas para continuar.',
    });
    const rpc = await client.rpc('my_plan_status');
    expect(rpc.error?.code).toBe('42501');

    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(error).toBeNull();
    expect(await readQrCodes(client)).toBe('read');
    const refreshed = await client.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((m) => m.method)).toContain('totp');
  });

  it('changes a verified factor only from an aal2 session', async () => {
    const { email, factorId } = await accountWithFactor();
    const client = await signedIn(email);
    expect((await client.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    // Another account's factor is nobody's to challenge here.
    const other = await accountWithFactor();
    expect((await client.auth.mfa.challenge({ factorId: other.factorId })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
  });

  it('unenrols from an aal2 session, after which the password alone is enough again', async () => {
    const { email, client, factorId } = await accountWithFactor();
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect(await readQrCodes(await signedIn(email))).toBe('read');
  });

  it('lets an admin remove a lost authenticator: the password alone signs in, a session stuck at its code ends', async () => {
    const { email, client: lostPhone } = await accountWithFactor();
    // Whoever has the password but not the phone signed in and waits at the code step.
    const stuck = await signedIn(email);
    const stuckSession = (await stuck.auth.getSession()).data.session!;
    const refusedForCode = {
      code: '42501',
      message: 'Confirme o código de verificação em duas etapas para continuar.',
    };
    expect(await readQrCodes(stuck)).toEqual(refusedForCode);

    const boss = await createAuthUser(server.db);
    await makeAdmin(server.db, boss.id);
    const removed = await fetch(`${server.url}/rest/v1/rpc/admin_remove_two_factor`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(boss, { aal: 'aal2' })}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_user: stuckSession.user.id, p_reason: 'Perdeu o celular' }),
    });
    expect(removed.ok).toBe(true);

    // Every session ended: the stuck one's access token, still within its hour, is refused as
    // before, and neither session refreshes.
    expect(await readQrCodes(stuck)).toEqual(refusedForCode);
    for (const session of [stuckSession, (await lostPhone.auth.getSession()).data.session!]) {
      const refreshed = await server.client().auth.refreshSession({
        refresh_token: session.refresh_token,
      });
      expect(refreshed.error?.code).toBe('refresh_token_not_found');
    }
    // The owner signs in with the password alone, and may turn the verification on again.
    const owner = await signedIn(email);
    expect((await owner.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    expect((await owner.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect(await readQrCodes(owner)).toBe('read');
    const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
  });

  it('holds a factor after 5 wrong codes, the right one included', async () => {
    const { email, factorId, secret } = await accountWithFactor();
    const client = await signedIn(email);
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: wrongCodeFor(secret),
      });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const held = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(held.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('refuses an expired challenge', async () => {
    const { email, factorId, secret } = await accountWithFactor();
    const client = await signedIn(email);
    const challenge = await client.auth.mfa.challenge({ factorId });
    await server.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`,
      [challenge.data!.id],
    );
    const { error } = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret),
    });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });
});
