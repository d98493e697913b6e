import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));
const { listMyWorkspaces } = await import('./list-my-workspaces');
const { setWorkspaceMemberRole, createWorkspace } = await import('./manage-workspace');
const { acceptInvitation, getInvitationDetails } = await import('./answer-invitation');
const { inviteWorkspaceMember } = await import('./invite-workspace-member');
const { listWorkspaceInvitations } = await import('./list-workspace-invitations');
const { getWorkspacePlan } = await import('./get-workspace-plan');
const { exportWorkspaceActivityCsv, listWorkspaceActivity } =
  await import('./list-workspace-activity');

describe('team use cases', () => {
  beforeEach(() => {
    fake = createFakeSupabase();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the plan a workspace works under, and says in pt-BR when it cannot', async () => {
    fake.rpc.mockResolvedValue({
      data: {
        plan_name: 'Empresarial',
        owner_is_me: false,
        owner_name: 'Dona Olga',
        members: 4,
        max_seats: 20,
        page_badge: false,
      },
      error: null,
    });
    expect(await getWorkspacePlan('w2')).toEqual({
      planName: 'Empresarial',
      ownerIsMe: false,
      ownerName: 'Dona Olga',
      members: 4,
      maxSeats: 20,
      pageBadge: false,
    });
    expect(fake.rpc).toHaveBeenCalledWith('workspace_plan', { p_workspace: 'w2' });
    fake.rpc.mockResolvedValue({
      data: null,
      error: { code: 'P0002', message: 'Espaço de trabalho não encontrado.' },
    });
    await expect(getWorkspacePlan('w9')).rejects.toMatchObject({
      title: 'Erro ao carregar o plano',
    });
  });

  it('lists the personal workspace first, then the teams by name', async () => {
    fake.setTable('workspace_members', {
      data: [
        { role: 'editor', workspaces: { id: 'w3', name: 'Zeta', personal_of: null } },
        { role: 'owner', workspaces: { id: 'w1', name: 'Pessoal', personal_of: 'u1' } },
        { role: 'viewer', workspaces: { id: 'w2', name: 'Árvore', personal_of: null } },
      ],
      error: null,
    });
    expect(await listMyWorkspaces('u1')).toEqual([
      { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
      { id: 'w2', name: 'Árvore', personal: false, role: 'viewer' },
      { id: 'w3', name: 'Zeta', personal: false, role: 'editor' },
    ]);
    expect(fake.calls[0]!.steps).toContainEqual(['eq', 'user_id', 'u1']);
  });

  it("shows the database's pt-BR refusal, and a bare permission error as the screen's text", async () => {
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: {
        code: '42501',
        message: 'Você não tem permissão para isso neste espaço de trabalho.',
      },
    });
    await expect(setWorkspaceMemberRole('w1', 'u2', 'viewer')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Você não tem permissão para isso neste espaço de trabalho.',
    });
    expect(fake.rpc).toHaveBeenCalledWith('set_workspace_member_role', {
      p_workspace: 'w1',
      p_user: 'u2',
      p_role: 'viewer',
    });
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: { code: '42501', message: 'permission denied for function create_workspace' },
    });
    await expect(createWorkspace('Loja')).rejects.toMatchObject({
      message: expect.not.stringContaining('permission denied'),
    });
  });

  it('opens and accepts an invitation by its token', async () => {
    fake.rpc.mockResolvedValueOnce({
      data: {
        workspace_name: 'Agência',
        role: 'editor',
        email: 'ana@ex.com',
        invited_by: 'Dona',
        expires_at: '2026-12-04T12:00:00Z',
      },
      error: null,
    });
    expect(await getInvitationDetails('tok')).toMatchObject({ workspace_name: 'Agência' });
    fake.rpc.mockResolvedValueOnce({ data: 'w9', error: null });
    expect(await acceptInvitation('tok')).toBe('w9');
    expect(fake.rpc).toHaveBeenLastCalledWith('accept_workspace_invitation', { p_token: 'tok' });
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: { code: '22023', message: 'O convite expirou. Peça um novo.' },
    });
    await expect(getInvitationDetails('old')).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'O convite expirou. Peça um novo.',
    });
  });

  it('invites through the invite-member function and lists the open invitations', async () => {
    fake.functions.invoke.mockResolvedValueOnce({ data: { id: 'i1' }, error: null });
    const input = { workspaceId: 'w1', email: 'ana@ex.com', role: 'viewer' as const };
    expect(await inviteWorkspaceMember(input)).toEqual({ id: 'i1' });
    expect(fake.functions.invoke).toHaveBeenCalledWith('invite-member', { body: input });

    await listWorkspaceInvitations('w1');
    expect(fake.calls.at(-1)).toMatchObject({ table: 'workspace_invitations' });
    expect(fake.calls.at(-1)!.steps).toContainEqual(['is', 'answered_at', null]);
  });

  it("asks for a workspace's activity by whole days and exports every page as CSV", async () => {
    const row = {
      id: 1,
      at: '2026-11-27T15:04:00Z',
      action: 'created',
      item_kind: 'qr',
      item_id: 'q1',
      item_label: 'https://ex.com/menu',
      actor_id: null,
      actor: null,
    };
    fake.rpc.mockResolvedValue({ data: { total: 1, rows: [row] }, error: null });
    const page = await listWorkspaceActivity(
      { workspaceId: 'w2', from: '2026-11-01', to: 'não é data' },
      2,
      50,
    );
    expect(page.rows[0]).toMatchObject({ id: '1', actor: null });
    expect(fake.rpc.mock.lastCall?.[1]).toMatchObject({
      p_workspace: 'w2',
      p_from: new Date('2026-11-01T00:00:00').toISOString(),
      p_to: undefined,
      p_limit: 50,
      p_offset: 100,
    });
    const csv = await exportWorkspaceActivityCsv({ workspaceId: 'w2' });
    expect(csv).toContain('"Conta removida";"Criou";"QR Code";"https://ex.com/menu"');
  });
});
