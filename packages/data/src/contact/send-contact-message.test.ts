import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
const backendConfig = vi.fn();
vi.mock('../client', () => ({
  getSupabase: async () => ({ functions: { invoke } }),
  getBackendConfig: () => backendConfig(),
}));

const { sendContactMessage, CONTACT_ERROR, CONTACT_RATE_LIMIT_MESSAGE } =
  await import('./send-contact-message');
const { getSupportEmail } = await import('./get-support-email');

const VALID = {
  name: ' Ana ',
  email: 'ana@example.com',
  subject: 'Planos',
  message: 'Olá!',
};

function httpFailure(status: number, body: object) {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

beforeEach(() => {
  invoke.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sendContactMessage', () => {
  it("invokes the 'contact' function with the checked, trimmed fields", async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    await sendContactMessage(VALID);
    expect(invoke).toHaveBeenCalledWith('contact', { body: { ...VALID, name: 'Ana' } });
  });

  it('refuses a missing field without calling the server', async () => {
    await expect(sendContactMessage({ ...VALID, message: '  ' })).rejects.toMatchObject({
      code: 'invalid_input',
      title: CONTACT_ERROR.title,
      message: 'Escreva sua mensagem.',
    });
    expect(invoke).not.toHaveBeenCalled();
  });

  it("says 'too many messages' on 429", async () => {
    invoke.mockResolvedValue(httpFailure(429, { code: 'rate_limited', message: 'x' }));
    await expect(sendContactMessage(VALID)).rejects.toMatchObject({
      code: 'rate_limited',
      message: CONTACT_RATE_LIMIT_MESSAGE,
    });
  });

  it("shows the server's pt-BR refusal of a 400", async () => {
    const message = 'A mensagem pode ter no máximo 5000 caracteres.';
    invoke.mockResolvedValue(httpFailure(400, { code: 'validation_failed', message }));
    await expect(sendContactMessage(VALID)).rejects.toMatchObject({
      code: 'invalid_input',
      message,
    });
  });

  it('maps an unreachable server and a server failure to pt-BR', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    });
    await expect(sendContactMessage(VALID)).rejects.toMatchObject({ code: 'network' });
    invoke.mockResolvedValue(httpFailure(502, { code: 'mail_failed', message: 'x' }));
    await expect(sendContactMessage(VALID)).rejects.toMatchObject({
      code: 'unknown',
      message: CONTACT_ERROR.message,
    });
  });
});

describe('getSupportEmail', () => {
  it('reads the configured address, else the default', async () => {
    backendConfig.mockResolvedValueOnce({ supportEmail: 'ajuda@example.com' });
    expect(await getSupportEmail()).toBe('ajuda@example.com');
    backendConfig.mockResolvedValueOnce({});
    expect(await getSupportEmail()).toBe('suporte@qrlink.com.br');
    backendConfig.mockRejectedValueOnce(new Error('app-config.json answered 404'));
    expect(await getSupportEmail()).toBe('suporte@qrlink.com.br');
  });
});
