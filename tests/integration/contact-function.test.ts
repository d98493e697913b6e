/**
 * The contact form's server path: supabase-js `functions.invoke('contact')` against the
 * self-hosted app on PGlite, the mail read back from the local outbox.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@qrlink/server/mail/outbox';
import { startTestServer, type TestServer } from './auth-test-server';

const VALID = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Dúvida sobre planos',
  message: 'Olá!\nQuero saber do plano anual <b>pro</b>.',
};

async function refusal(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /functions/v1/contact', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const invoke = (body: unknown) =>
    server.client().functions.invoke('contact', { body: body as Record<string, unknown> });

  it('mails the message to SUPPORT_EMAIL, answerable to the sender', async () => {
    const { data, error } = await invoke(VALID);
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });

    const mails = await readOutbox(server.dataDir);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'suporte@qrlink.test',
      subject: 'Contato pelo site: Dúvida sobre planos',
      replyTo: { name: 'Ana Souza', address: 'ana@example.com' },
    });
    expect(mail!.text).toContain('De: Ana Souza <ana@example.com>');
    expect(mail!.text).toContain('Olá!\nQuero saber do plano anual <b>pro</b>.');
    expect(mail!.html).toContain('plano anual &lt;b&gt;pro&lt;/b&gt;.');
    expect(mail!.html).not.toContain('<b>pro</b>');
  });

  it.each([
    ['a missing field', { ...VALID, subject: '   ' }, 'Informe o assunto.'],
    ['a malformed e-mail', { ...VALID, email: 'ana@' }, 'Informe um e-mail válido.'],
    [
      'an oversized message',
      { ...VALID, message: 'x'.repeat(5001) },
      'A mensagem pode ter no máximo 5000 caracteres.',
    ],
    [
      'an oversized name',
      { ...VALID, name: 'n'.repeat(101) },
      'O nome pode ter no máximo 100 caracteres.',
    ],
  ])('refuses %s with a pt-BR 400 and sends nothing', async (_case, body, message) => {
    const before = (await readOutbox(server.dataDir)).length;
    const { error } = await invoke(body);
    expect(await refusal(error)).toEqual({
      status: 400,
      body: { code: 'validation_failed', message },
    });
    expect(await readOutbox(server.dataDir)).toHaveLength(before);
  });

  it('refuses a caller without an API key (401)', async () => {
    const before = (await readOutbox(server.dataDir)).length;
    const response = await fetch(`${server.url}/functions/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(401);
    expect(await readOutbox(server.dataDir)).toHaveLength(before);
  });

  it('refuses a forged key (401)', async () => {
    const response = await fetch(`${server.url}/functions/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: `${server.anonKey}x` },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(401);
  });

  it('serves the support address in app-config.json', async () => {
    const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as object;
    expect(config).toMatchObject({ supportEmail: 'suporte@qrlink.test' });
  });

  it('limits each IP to CONTACT_RATE_LIMIT_PER_HOUR messages (429, pt-BR)', async () => {
    const limited = await startTestServer(
      'pglite',
      { contactRateLimitPerHour: 2 },
      {
        db: server.db,
      },
    );
    try {
      const client = limited.client();
      for (let i = 0; i < 2; i += 1) {
        expect((await client.functions.invoke('contact', { body: VALID })).error).toBeNull();
      }
      const { error } = await client.functions.invoke('contact', { body: VALID });
      expect(await refusal(error)).toEqual({
        status: 429,
        body: {
          code: 'rate_limited',
          message: 'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.',
        },
      });
      expect(await readOutbox(limited.dataDir)).toHaveLength(2);
    } finally {
      await limited.stop();
    }
  });
});
