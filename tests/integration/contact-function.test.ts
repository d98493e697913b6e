/**
 * The contact form's server path: supabase-js `functions.invoke('contact')` against both
 * runtimes of the function (the self-hosted server's route, and the Edge Function under Deno in
 * front of it), the mail read back from the local outbox.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@qrlink/server/mail/outbox';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

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

describe.each(FUNCTION_TARGETS)('POST /functions/v1/contact (%s)', (target) => {
  let functions: FunctionsUnderTest;
  const outbox = () => readOutbox(functions.server.dataDir);

  beforeAll(async () => {
    functions = await startFunctions(target);
  });
  afterAll(async () => {
    await functions?.stop();
  });

  const invoke = (body: unknown) =>
    functions.client().functions.invoke('contact', { body: body as Record<string, unknown> });

  it('mails the message to SUPPORT_EMAIL, answerable to the sender', async () => {
    const { data, error } = await invoke(VALID);
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });

    const mails = await outbox();
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
    const before = (await outbox()).length;
    const { error } = await invoke(body);
    expect(await refusal(error)).toEqual({
      status: 400,
      body: { code: 'validation_failed', message },
    });
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses a caller without an API key (401)', async () => {
    const before = (await outbox()).length;
    const response = await fetch(`${functions.functionsUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(401);
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses a forged key (401)', async () => {
    const response = await fetch(`${functions.functionsUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: `${functions.server.anonKey}x` },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['announced by its length', false],
    ['streamed without a length', true],
  ])('refuses a body over 64 KB %s (413, pt-BR) and sends nothing', async (_case, streamed) => {
    const before = (await outbox()).length;
    const text = JSON.stringify({ ...VALID, message: 'x'.repeat(100_000) });
    const body = streamed
      ? new ReadableStream({
          start(controller) {
            for (let at = 0; at < text.length; at += 8192) {
              controller.enqueue(new TextEncoder().encode(text.slice(at, at + 8192)));
            }
            controller.close();
          },
        })
      : text;
    const response = await fetch(`${functions.functionsUrl}/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${functions.server.anonKey}`,
      },
      body,
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'payload_too_large',
      message: 'A mensagem é grande demais.',
    });
    expect(await outbox()).toHaveLength(before);
  });

  it("answers the browser's preflight from the app's origin", async () => {
    const origin = functions.server.url;
    const response = await fetch(`${functions.functionsUrl}/contact`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect([origin, '*']).toContain(response.headers.get('access-control-allow-origin'));
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('serves the support address in app-config.json', async () => {
    const config = (await (
      await fetch(`${functions.server.url}/app-config.json`)
    ).json()) as object;
    expect(config).toMatchObject({ supportEmail: 'suporte@qrlink.test' });
  });

  it('limits each IP to CONTACT_RATE_LIMIT_PER_HOUR messages (429, pt-BR)', async () => {
    const limited = await startFunctions(target, { contactRateLimitPerHour: 2 });
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
      expect(await readOutbox(limited.server.dataDir)).toHaveLength(2);
    } finally {
      await limited.stop();
    }
  });
});

describe('the contact Edge Function deployed without a mail transport', () => {
  it('answers every call with a pt-BR 503 naming SMTP_URL, and sends nothing', async () => {
    const functions = await startFunctions('deno', { unset: ['SMTP_URL', 'DATA_DIR'] });
    try {
      for (let call = 0; call < 2; call += 1) {
        const { error } = await functions.client().functions.invoke('contact', { body: VALID });
        expect(await refusal(error)).toEqual({
          status: 503,
          body: {
            code: 'not_configured',
            message:
              'A função contact não está configurada: defina SMTP_URL (supabase secrets set).',
          },
        });
      }
      expect(await readOutbox(functions.server.dataDir)).toEqual([]);
    } finally {
      await functions.stop();
    }
  });
});
