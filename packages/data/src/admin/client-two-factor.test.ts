import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));

const { getClient } = await import('./get-client');
const { removeTwoFactor } = await import('./remove-two-factor');

const ID = '6f1c1f0e-0000-4000-8000-000000000003';
const CLIENT = {
  id: ID,
  full_name: 'Ana Sem Celular',
  email: 'ana@example.com',
  role: 'user',
  plan_id: 'free_plan',
  plan_name: 'Gratuito',
  created_at: '2026-11-20T09:00:00+00:00',
  two_factor: true,
  workspaces: [{ id: 'w1', name: 'Pessoal', personal: true, role: 'owner', members: 1 }],
};
const answer = (data: unknown) => ({ data, error: null });
const refusal = (message: string, hint: string) => ({
  data: null,
  error: { code: 'P0001', message, details: null, hint },
});

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('getClient', () => {
  it('says whether the client signs in with an authenticator code', async () => {
    fake.rpc.mockResolvedValueOnce(answer(CLIENT));
    await expect(getClient(ID)).resolves.toEqual(CLIENT);
    expect(fake.rpc).toHaveBeenCalledWith('admin_get_client', { p_client_id: ID });
  });

  it('refuses an answer without it', async () => {
    const { two_factor: _, ...older } = CLIENT;
    fake.rpc.mockResolvedValueOnce(answer(older));
    await expect(getClient(ID)).rejects.toMatchObject({ title: 'Erro ao carregar cliente' });
  });

  it('refuses a workspace role it does not know', async () => {
    const workspaces = [{ ...CLIENT.workspaces[0], role: 'superuser' }];
    fake.rpc.mockResolvedValueOnce(answer({ ...CLIENT, workspaces }));
    await expect(getClient(ID)).rejects.toMatchObject({ title: 'Erro ao carregar cliente' });
  });
});

describe('removeTwoFactor', () => {
  it('removes it with the trimmed reason', async () => {
    await expect(removeTwoFactor({ userId: ID, reason: '  Perdeu o celular ' })).resolves.toBe(
      undefined,
    );
    expect(fake.rpc).toHaveBeenCalledWith('admin_remove_two_factor', {
      p_user: ID,
      p_reason: 'Perdeu o celular',
    });
  });

  it('asks for the reason before calling', async () => {
    await expect(removeTwoFactor({ userId: ID, reason: ' ' })).rejects.toMatchObject({
      code: 'invalid_input',
      title: 'Erro ao remover a verificação',
      message: 'Informe o motivo.',
    });
    await expect(removeTwoFactor({ userId: ID, reason: 'x'.repeat(501) })).rejects.toMatchObject({
      message: 'O motivo pode ter no máximo 500 caracteres.',
    });
    await expect(removeTwoFactor({ userId: 'nada', reason: 'x' })).rejects.toMatchObject({
      message: 'Cliente não encontrado.',
    });
    expect(fake.rpc).not.toHaveBeenCalled();
  });

  it("shows the database's refusal in its words", async () => {
    const message = 'Para desativar a sua, use Configurações > Segurança.';
    fake.rpc.mockResolvedValueOnce(refusal(message, 'own_two_factor'));
    await expect(removeTwoFactor({ userId: ID, reason: 'Teste' })).rejects.toMatchObject({
      code: 'server_rule',
      title: 'Erro ao remover a verificação',
      message,
    });
  });
});
