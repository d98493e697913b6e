import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from './testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('./client', () => ({ getSupabase: async () => fake }));

const { getCurrentSession } = await import('./auth/get-current-session');
const { signOut } = await import('./auth/sign-out');
const { registerAccount } = await import('./auth/register-account');
const { listPlans } = await import('./plans/list-plans');
const { getSiteStatus } = await import('./settings/get-site-status');
const { OPEN_SITE } = await import('./settings/site-status');
const { resolveDestination } = await import('./redirects/resolve-destination');

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('getCurrentSession', () => {
  it('signs out locally when the stored refresh token is refused', async () => {
    fake.auth.getSession.mockResolvedValue({
      data: { session: null },
      error: {
        name: 'AuthApiError',
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    });
    await expect(getCurrentSession()).resolves.toBeNull();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('maps the stored user', async () => {
    fake.auth.getSession.mockResolvedValue({
      data: {
        session: { user: { id: 'u1', email: 'a@b.co', user_metadata: { full_name: 'Ana' } } },
      },
      error: null,
    });
    await expect(getCurrentSession()).resolves.toEqual({
      id: 'u1',
      email: 'a@b.co',
      fullName: 'Ana',
    });
  });
});

describe('signOut', () => {
  it("treats 'Auth session missing!' as done", async () => {
    fake.auth.signOut.mockResolvedValue({
      error: { name: 'AuthSessionMissingError', message: 'Auth session missing!' },
    });
    await expect(signOut()).resolves.toBeUndefined();
  });

  it('drops the local session and reports other failures', async () => {
    fake.auth.signOut.mockResolvedValueOnce({
      error: { message: 'Failed to fetch', name: 'AuthRetryableFetchError' },
    });
    await expect(signOut()).rejects.toMatchObject({ code: 'network', title: 'Erro no Logout' });
    expect(fake.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
  });
});

describe('registerAccount', () => {
  const input = {
    fullName: ' Ana ',
    email: 'ana@example.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  };

  it('checks the e-mail first and refuses a taken one without signing up', async () => {
    fake.rpc.mockResolvedValue({ data: true, error: null });
    await expect(registerAccount(input, 'https://app.example')).rejects.toMatchObject({
      code: 'email_exists',
      title: 'E-mail já cadastrado',
    });
    expect(fake.rpc).toHaveBeenCalledWith('check_if_email_exists', { p_email: 'ana@example.com' });
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the trimmed full name and reports the confirmation mail', async () => {
    fake.rpc.mockResolvedValue({ data: false, error: null });
    await expect(registerAccount(input, 'https://app.example')).resolves.toEqual({
      status: 'confirmation_sent',
      email: 'ana@example.com',
    });
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'segredo1',
      options: { data: { full_name: 'Ana' }, emailRedirectTo: 'https://app.example/' },
    });
  });

  it('says the check failed when the rpc fails', async () => {
    fake.rpc.mockResolvedValue({ data: null, error: { code: 'XX000', message: 'boom' } });
    await expect(registerAccount(input, 'https://app.example')).rejects.toMatchObject({
      message: 'Ocorreu um erro ao verificar o e-mail. Por favor, tente novamente.',
    });
  });
});

describe('listPlans', () => {
  it('reads plans by order and accepts numeric strings', async () => {
    fake.setTable('plans', {
      data: [
        {
          id: 'pro',
          name: 'Pro',
          description: null,
          price: '29.90',
          price_yearly: '251.16',
          mercadopago_link: null,
          mercadopago_link_yearly: null,
          features: ['A'],
          popular: true,
          order: 2,
        },
      ],
      error: null,
    });
    const plans = await listPlans();
    expect(plans[0]).toMatchObject({
      price: 29.9,
      price_yearly: 251.16,
      popular: true,
      features: ['A'],
    });
    expect(fake.calls[0]?.steps).toContainEqual(['order', 'order', { ascending: true }]);
  });

  it("fails with 'Erro ao carregar planos'", async () => {
    fake.setTable('plans', { data: null, error: { code: 'XX000', message: 'boom' } });
    await expect(listPlans()).rejects.toMatchObject({
      title: 'Erro ao carregar planos',
      message: 'Não foi possível buscar os planos.',
    });
  });
});

describe('getSiteStatus', () => {
  it('reads maintenance and registrations', async () => {
    fake.setTable('app_settings', {
      data: [
        { key: 'maintenance_mode', value: { enabled: true, message: 'Volto já' } },
        { key: 'allow_new_registrations', value: { enabled: false } },
      ],
      error: null,
    });
    await expect(getSiteStatus()).resolves.toEqual({
      maintenance: { enabled: true, message: 'Volto já' },
      registrationsOpen: false,
    });
  });

  it('stays open when the settings cannot be read', async () => {
    fake.setTable('app_settings', { data: null, error: { message: 'Failed to fetch' } });
    await expect(getSiteStatus()).resolves.toEqual(OPEN_SITE);
  });
});

describe('resolveDestination', () => {
  const request = { kind: 'short_link' as const, id: 'abc', referrer: 'https://instagram.com/' };

  it("asks the server's redirect function, which records the visit, for an http(s) destination", async () => {
    fake.functions.invoke.mockResolvedValue({
      data: { destination: 'https://exemplo.com.br/' },
      error: null,
    });
    await expect(resolveDestination(request)).resolves.toEqual({
      status: 'redirect',
      destination: 'https://exemplo.com.br/',
    });
    expect(fake.functions.invoke).toHaveBeenCalledWith('redirect', {
      body: { kind: 'short_link', code: 'abc', referrer: 'https://instagram.com/' },
    });
  });

  it("passes the visitor's password and returns the rule that stops a visit, in the server's words", async () => {
    const refusal = (status: number, body: object) => ({
      data: null,
      error: {
        name: 'FunctionsHttpError',
        context: new Response(JSON.stringify(body), { status }),
      },
    });
    fake.functions.invoke.mockResolvedValue(
      refusal(401, { code: 'wrong_password', message: 'Senha incorreta.' }),
    );
    await expect(resolveDestination({ ...request, password: 'x' })).resolves.toEqual({
      status: 'wrong_password',
      message: 'Senha incorreta.',
    });
    expect(fake.functions.invoke).toHaveBeenCalledWith('redirect', {
      body: expect.objectContaining({ password: 'x' }) as unknown,
    });
    fake.functions.invoke.mockResolvedValue(
      refusal(410, { code: 'expired', message: 'Este link expirou.' }),
    );
    await expect(resolveDestination(request)).resolves.toMatchObject({ status: 'expired' });
    fake.functions.invoke.mockResolvedValue(
      refusal(410, {
        code: 'disabled',
        message: 'Este link foi desativado por violar os Termos de Uso.',
      }),
    );
    await expect(resolveDestination(request)).resolves.toEqual({
      status: 'disabled',
      message: 'Este link foi desativado por violar os Termos de Uso.',
    });
    // A 401 that is not one of ours is no rule.
    fake.functions.invoke.mockResolvedValue(refusal(401, { code: 'PGRST301', message: 'jwt' }));
    await expect(resolveDestination(request)).rejects.toBeTruthy();
  });

  it('treats empty and non-http answers as not found', async () => {
    fake.functions.invoke.mockResolvedValue({ data: null, error: null });
    await expect(resolveDestination(request)).rejects.toMatchObject({
      code: 'not_found',
      message: 'Link não encontrado.',
    });
    fake.functions.invoke.mockResolvedValue({
      data: { destination: 'javascript:alert(1)' },
      error: null,
    });
    await expect(resolveDestination(request)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('treats a 404 or a refused code as not found', async () => {
    for (const status of [404, 400]) {
      fake.functions.invoke.mockResolvedValue({
        data: null,
        error: { name: 'FunctionsHttpError', context: new Response('{}', { status }) },
      });
      await expect(resolveDestination({ ...request, kind: 'qr' })).rejects.toMatchObject({
        code: 'not_found',
        message: 'QR Code não encontrado ou inválido.',
      });
    }
  });
});
