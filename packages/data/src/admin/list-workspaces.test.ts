import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));

const { listAdminWorkspaces } = await import('./list-workspaces');

const ROW = {
  id: 'w1',
  name: 'Agência Sol',
  personal: false,
  owner_id: 'u1',
  owner_email: 'dona@example.com',
  owner_name: 'Dona Olga',
  plan_id: 'empresarial',
  plan_name: 'Empresarial',
  members: 2,
  items: 3,
  created_at: '2026-11-30T10:00:00+00:00',
  member_list: [
    { user_id: 'u1', email: 'dona@example.com', full_name: 'Dona Olga', role: 'owner' },
    { user_id: 'u2', email: 'lea@example.com', full_name: null, role: 'viewer' },
  ],
};
const answer = (data: unknown) => ({ data, error: null });

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('listAdminWorkspaces', () => {
  it('asks for one page with the trimmed search', async () => {
    fake.rpc.mockResolvedValueOnce(answer({ total: 26, rows: [ROW] }));
    await expect(
      listAdminWorkspaces({ search: '  dona@ ', page: 1, pageSize: 25 }),
    ).resolves.toEqual({ total: 26, rows: [ROW] });
    expect(fake.rpc).toHaveBeenCalledWith('admin_list_workspaces', {
      p_search: 'dona@',
      p_limit: 25,
      p_offset: 25,
    });
  });

  it('sends an empty search when there is none', async () => {
    fake.rpc.mockResolvedValueOnce(answer({ total: 0, rows: [] }));
    await expect(listAdminWorkspaces({ page: 0, pageSize: 25 })).resolves.toEqual({
      total: 0,
      rows: [],
    });
    expect(fake.rpc).toHaveBeenCalledWith('admin_list_workspaces', {
      p_search: '',
      p_limit: 25,
      p_offset: 0,
    });
  });

  it('refuses a member role it does not know', async () => {
    const member_list = [{ ...ROW.member_list[0], role: 'superuser' }];
    fake.rpc.mockResolvedValueOnce(answer({ total: 1, rows: [{ ...ROW, member_list }] }));
    await expect(listAdminWorkspaces({ page: 0, pageSize: 25 })).rejects.toMatchObject({
      title: 'Erro ao carregar espaços de trabalho',
    });
  });

  it('says what failed when the database refuses', async () => {
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: { code: '42501', message: 'permission denied', details: null, hint: null },
    });
    await expect(listAdminWorkspaces({ page: 0, pageSize: 25 })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
