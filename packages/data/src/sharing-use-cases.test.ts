import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from './testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('./client', () => ({
  getSupabase: async () => fake,
  getBackendConfig: async () => ({ supabaseUrl: 'https://qr.example/', supabaseAnonKey: 'k' }),
}));

const { createApiKey } = await import('./api-keys/create-api-key');
const { apiAddress } = await import('./api-keys/api-address');
const { createWebhook } = await import('./webhooks/create-webhook');
const { getSharedReport } = await import('./shared-reports/get-shared-report');
const { exportMyData } = await import('./privacy/export-my-data');

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('API keys', () => {
  it("show the database's own words for a rule it refuses", async () => {
    fake.rpc.mockResolvedValue({
      data: null,
      error: {
        code: '22023',
        message: 'Limite de 10 chaves ativas atingido. Revogue alguma antes de criar outra.',
      },
    });
    await expect(createApiKey('CI', 'w1', 'read_only')).rejects.toMatchObject({
      code: 'invalid_input',
      title: 'Erro ao criar chave',
      message: 'Limite de 10 chaves ativas atingido. Revogue alguma antes de criar outra.',
    });
    expect(fake.rpc).toHaveBeenCalledWith('create_api_key', {
      p_name: 'CI',
      p_workspace: 'w1',
      p_scope: 'read_only',
    });
  });

  it('refuse a blank name without asking the database', async () => {
    await expect(createApiKey('   ', 'w1', 'read_write')).rejects.toMatchObject({
      message: 'Dê um nome de 1 a 100 caracteres à chave.',
    });
    expect(fake.rpc).not.toHaveBeenCalled();
  });

  it('live at /api/v1 of the backend', async () => {
    await expect(apiAddress()).resolves.toEqual({
      base: 'https://qr.example/api/v1',
      openApi: 'https://qr.example/api/v1/openapi.json',
    });
  });
});

describe('webhooks', () => {
  it('accept https addresses only', async () => {
    await expect(createWebhook('http://hooks.example/x', 'w1')).rejects.toMatchObject({
      message: 'Use um endereço https:// válido, com até 2048 caracteres.',
    });
    expect(fake.rpc).not.toHaveBeenCalled();
    fake.rpc.mockResolvedValue({
      data: { id: 'w', url: 'https://hooks.example/x', secret: 's' },
      error: null,
    });
    await expect(createWebhook('hooks.example/x', 'w1')).resolves.toMatchObject({ secret: 's' });
    expect(fake.rpc).toHaveBeenCalledWith('create_webhook', {
      p_url: 'https://hooks.example/x',
      p_workspace: 'w1',
    });
  });
});

describe('shared reports', () => {
  it('call an unknown or revoked token not found', async () => {
    fake.rpc.mockResolvedValue({ data: null, error: null });
    await expect(
      getSharedReport('x', { from: '2026-05-01', to: '2026-05-30' }),
    ).rejects.toMatchObject({
      code: 'not_found',
      title: 'Relatório não encontrado',
    });
    expect(fake.rpc).toHaveBeenCalledWith('shared_report', {
      p_token: 'x',
      p_from: '2026-05-01',
      p_to: '2026-05-30',
    });
  });

  it('call a refused period invalid', async () => {
    fake.rpc.mockResolvedValue({
      data: {
        kind: 'qr',
        destination: 'https://a.example/',
        short_path: null,
        created_at: '2026-01-01T00:00:00Z',
        from: '2026-05-30',
        to: '2026-05-01',
        stats: null,
      },
      error: null,
    });
    await expect(
      getSharedReport('x', { from: '2026-05-30', to: '2026-05-01' }),
    ).rejects.toMatchObject({
      title: 'Período inválido',
    });
  });
});

describe('my data', () => {
  it('comes back as the ZIP the server streamed', async () => {
    const zip = new Blob(['PK']);
    fake.functions.invoke.mockResolvedValue({ data: zip, error: null });
    const saved = await exportMyData();
    expect(saved.type).toBe('application/zip');
    expect(saved.size).toBe(zip.size);
    expect(fake.functions.invoke).toHaveBeenCalledWith('export-my-data', { body: {} });
  });
});
