/**
 * Sign-in throttling (docs/product/trust-and-safety.md, "Sessions"): past 10 wrong passwords for
 * one account in 15 minutes its sign-ins wait, the right password included, with GoTrue's 429
 * that the app says in pt-BR; other accounts are not held up, and a success clears the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './auth-test-server';

describe('sign-in throttling', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { autoconfirm: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function newAccount(): Promise<string> {
    const email = uniqueEmail('limite');
    const { error } = await server.client().auth.signUp({ email, password: 'segredo123' });
    expect(error).toBeNull();
    return email;
  }

  const signIn = async (email: string, password: string) => {
    const { error } = await server.client().auth.signInWithPassword({ email, password });
    return error ? { status: error.status, code: error.code } : 'signed in';
  };

  it('holds an account after 10 wrong passwords, the right one included, and no other', async () => {
    const target = await newAccount();
    const bystander = await newAccount();
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn(target, `errada-${i}`)).toEqual({
        status: 400,
        code: 'invalid_credentials',
      });
    }
    const held = { status: 429, code: 'over_request_rate_limit' };
    expect(await signIn(target, 'segredo123')).toEqual(held);
    expect(await signIn(target.toUpperCase(), 'segredo123')).toEqual(held);
    expect(await signIn(bystander, 'segredo123')).toBe('signed in');
  });

  it('starts the count over after a success', async () => {
    const email = await newAccount();
    for (let i = 0; i < 9; i += 1) await signIn(email, 'errada');
    expect(await signIn(email, 'segredo123')).toBe('signed in');
    for (let i = 0; i < 9; i += 1) await signIn(email, 'errada');
    expect(await signIn(email, 'segredo123')).toBe('signed in');
  });
});
