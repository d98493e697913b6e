import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));
const { addCustomDomain } = await import('./add-custom-domain');
const { verifyCustomDomain } = await import('./verify-custom-domain');
const { updateDomainRoot } = await import('./update-domain-root');
const { removeCustomDomain } = await import('./remove-custom-domain');

const HOST = 'links.minhaloja.com.br';
const ROW = {
  id: 'd1',
  hostname: HOST,
  verification_token: 'abc123',
  verified_at: null,
  checked_at: null,
  check_problem: null,
  root_url: null,
  created_at: '2026-12-05T12:00:00Z',
};
const COLUMNS =
  'id, hostname, verification_token, verified_at, checked_at, check_problem, root_url, created_at';

/** What supabase-js's functions client answers for a refusal of `status`. */
function refusal(status: number, body: object) {
  return {
    data: null,
    error: { name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) },
  };
}

describe('own domain use cases', () => {
  beforeEach(() => {
    fake = createFakeSupabase();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('adds a domain to the workspace as the signed-in user and answers the row', async () => {
    fake.setTable('custom_domains', { data: ROW, error: null });
    expect(await addCustomDomain({ userId: 'u1', workspaceId: 'w2', hostname: HOST })).toEqual(ROW);
    expect(fake.calls[0]).toEqual({
      table: 'custom_domains',
      steps: [
        ['insert', { user_id: 'u1', workspace_id: 'w2', hostname: HOST }],
        ['select', COLUMNS],
        ['single'],
      ],
    });
  });

  it('asks to sign in before adding, without calling the database', async () => {
    await expect(
      addCustomDomain({ userId: null, workspaceId: 'w2', hostname: HOST }),
    ).rejects.toMatchObject({ code: 'not_authenticated' });
    expect(fake.calls).toEqual([]);
  });

  it.each([
    [
      'a malformed domain',
      { code: '22023', message: MESSAGES.domainInvalid.message },
      MESSAGES.domainInvalid.message,
    ],
    [
      'a domain already added',
      { code: '23505', message: MESSAGES.domainTaken.message },
      MESSAGES.domainTaken.message,
    ],
    [
      'the bare unique violation',
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "custom_domains_hostname_unique"',
      },
      MESSAGES.domainTaken.message,
    ],
    [
      "the plan's limit",
      {
        code: 'P0001',
        hint: 'domain_limit',
        message:
          'O plano deste espaço de trabalho permite 1 domínio(s). Remova um ou faça upgrade do plano.',
      },
      'O plano deste espaço de trabalho permite 1 domínio(s). Remova um ou faça upgrade do plano.',
    ],
    [
      'a bare permission error',
      { code: '42501', message: 'new row violates row-level security policy' },
      'Você não tem permissão para realizar esta ação.',
    ],
  ])('shows %s in pt-BR', async (_case, error, message) => {
    fake.setTable('custom_domains', { data: null, error });
    await expect(
      addCustomDomain({ userId: 'u1', workspaceId: 'w2', hostname: HOST }),
    ).rejects.toMatchObject({ message });
  });

  it('verifies through the verify-domain function and answers what it found', async () => {
    const problem = `Nenhum registro TXT encontrado em _qrlink.${HOST}. A propagação do DNS pode levar algumas horas.`;
    fake.functions.invoke.mockResolvedValueOnce({
      data: { verified: false, problem },
      error: null,
    });
    expect(await verifyCustomDomain('d1')).toEqual({ verified: false, problem });
    expect(fake.functions.invoke).toHaveBeenCalledWith('verify-domain', {
      body: { domainId: 'd1' },
    });
  });

  it.each([
    [404, 'not_found', 'Domínio não encontrado.'],
    [
      429,
      'rate_limited',
      'Você verificou muitas vezes em pouco tempo. Tente novamente mais tarde.',
    ],
    [502, 'dns_failed', 'Não foi possível consultar o DNS agora. Tente novamente em instantes.'],
  ])("shows the function's %i refusal as it says it", async (status, code, message) => {
    fake.functions.invoke.mockResolvedValueOnce(refusal(status, { code, message }));
    await expect(verifyCustomDomain('d1')).rejects.toMatchObject({
      title: 'Erro ao verificar domínio',
      message,
    });
  });

  it("refuses an answer of the wrong shape with the screen's text", async () => {
    fake.functions.invoke.mockResolvedValueOnce({ data: { ok: true }, error: null });
    await expect(verifyCustomDomain('d1')).rejects.toMatchObject({
      message: 'Não foi possível verificar o domínio agora. Tente novamente em instantes.',
    });
  });

  it('saves the root address, and a blank one as none', async () => {
    fake.setTable('custom_domains', {
      data: { ...ROW, root_url: 'https://minhaloja.com.br' },
      error: null,
    });
    expect(await updateDomainRoot('d1', ' https://minhaloja.com.br ')).toMatchObject({
      root_url: 'https://minhaloja.com.br',
    });
    expect(fake.calls[0]!.steps).toEqual([
      ['update', { root_url: 'https://minhaloja.com.br' }],
      ['eq', 'id', 'd1'],
      ['select', COLUMNS],
      ['maybeSingle'],
    ]);
    await updateDomainRoot('d1', '   ');
    expect(fake.calls[1]!.steps[0]).toEqual(['update', { root_url: null }]);
  });

  it("shows the database's refusal of a root address, and a row it cannot see as not found", async () => {
    fake.setTable('custom_domains', {
      data: null,
      error: { code: '22023', message: MESSAGES.domainRootUrlInvalid.message },
    });
    await expect(updateDomainRoot('d1', 'ftp://x')).rejects.toMatchObject({
      code: 'invalid_input',
      message: MESSAGES.domainRootUrlInvalid.message,
    });
    fake.setTable('custom_domains', { data: null, error: null });
    await expect(updateDomainRoot('d1', 'https://x.com')).rejects.toMatchObject({
      code: 'not_found',
      message: 'Domínio não encontrado ou acesso não permitido.',
    });
  });

  it('removes a domain by its id', async () => {
    fake.setTable('custom_domains', { data: [{ id: 'd1' }], error: null });
    await removeCustomDomain('d1');
    expect(fake.calls[0]).toEqual({
      table: 'custom_domains',
      steps: [['delete'], ['eq', 'id', 'd1'], ['select', 'id']],
    });
  });

  it('shows why a domain in use cannot be removed, and a row it cannot see as not found', async () => {
    const inUse =
      'Este domínio ainda é usado por 2 código(s). Troque o domínio deles antes de removê-lo.';
    fake.setTable('custom_domains', {
      data: null,
      error: { code: 'P0001', hint: 'domain_in_use', message: inUse },
    });
    await expect(removeCustomDomain('d1')).rejects.toMatchObject({
      title: 'Erro ao remover domínio',
      message: inUse,
    });
    fake.setTable('custom_domains', { data: [], error: null });
    await expect(removeCustomDomain('d1')).rejects.toMatchObject({ code: 'not_found' });
  });
});
