import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { TeamPage } from './TeamPage';

vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
vi.mock('@qrlink/data/teams/list-workspace-members', () => ({ listWorkspaceMembers: vi.fn() }));
vi.mock('@qrlink/data/teams/list-workspace-invitations', () => ({
  listWorkspaceInvitations: vi.fn(),
}));
vi.mock('@qrlink/data/teams/invite-workspace-member', () => ({ inviteWorkspaceMember: vi.fn() }));
vi.mock('@qrlink/data/teams/manage-workspace', () => ({
  createWorkspace: vi.fn(),
  setWorkspaceMemberRole: vi.fn(),
  removeWorkspaceMember: vi.fn(),
  leaveWorkspace: vi.fn(),
  revokeWorkspaceInvitation: vi.fn(),
  transferWorkspace: vi.fn(),
  deleteWorkspace: vi.fn(),
}));
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');
const { listWorkspaceMembers } = await import('@qrlink/data/teams/list-workspace-members');
const { listWorkspaceInvitations } = await import('@qrlink/data/teams/list-workspace-invitations');
const { inviteWorkspaceMember } = await import('@qrlink/data/teams/invite-workspace-member');
const manage = await import('@qrlink/data/teams/manage-workspace');

const PERSONAL = { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' as const };
const TEAM = { id: 'w2', name: 'Agência', personal: false, role: 'admin' as const };
const member = (id: string, name: string, role: string) => ({
  user_id: id,
  full_name: name,
  email: `${id}@ex.com`,
  role: role as 'owner',
  joined_at: '2026-11-20T12:00:00Z',
});

describe('TeamPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL, TEAM]);
    vi.mocked(listWorkspaceMembers).mockResolvedValue([
      member('u0', 'Dona', 'owner'),
      member('u1', 'Ana', 'admin'),
      member('u3', 'Caio', 'editor'),
    ]);
    vi.mocked(listWorkspaceInvitations).mockResolvedValue([
      {
        id: 'i1',
        email: 'bia@ex.com',
        role: 'viewer',
        created_at: '2026-11-25T12:00:00Z',
        expires_at: '2026-12-02T12:00:00Z',
      },
    ]);
  });

  it("shows a team's members and lets an administrator change another member's role", async () => {
    vi.mocked(manage.setWorkspaceMemberRole).mockResolvedValue();
    const { user } = renderWithProviders(<TeamPage />, { store: workingInStore('w2') });
    const members = await screen.findByRole('region', { name: 'Membros' });
    expect(await within(members).findByText('Dona')).toBeInTheDocument();
    expect(within(members).getByText('Proprietário')).toBeInTheDocument();
    expect(within(members).getByText('(você)')).toBeInTheDocument();
    // Neither the owner nor oneself can be changed or removed.
    expect(within(members).queryByLabelText('Papel de Dona')).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remover Ana' })).not.toBeInTheDocument();

    const roleOfCaio = within(members).getByRole('combobox', { name: 'Papel de Caio' });
    await user.click(roleOfCaio);
    const options = await waitFor(() =>
      document.getElementById(roleOfCaio.getAttribute('aria-controls') ?? '')!,
    );
    await user.click(within(options).getByRole('option', { name: 'Leitor', hidden: true }));
    await waitFor(() =>
      expect(manage.setWorkspaceMemberRole).toHaveBeenCalledWith('w2', 'u3', 'viewer'),
    );
  });

  it('invites by e-mail, refusing a malformed address before asking the server', async () => {
    vi.mocked(inviteWorkspaceMember).mockRejectedValueOnce(
      new AppError(
        'invalid_input',
        'Erro ao convidar',
        'O plano do proprietário permite 5 membro(s) por espaço de trabalho. Faça upgrade para convidar mais.',
      ),
    );
    const { user } = renderWithProviders(<TeamPage />, { store: workingInStore('w2') });
    const invite = await screen.findByRole('region', { name: 'Convidar pessoas' });
    expect(await within(invite).findByText('bia@ex.com')).toBeInTheDocument();

    await user.type(within(invite).getByLabelText('E-mail'), 'sem-arroba');
    await user.click(within(invite).getByRole('button', { name: 'Convidar' }));
    expect(await within(invite).findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(inviteWorkspaceMember).not.toHaveBeenCalled();

    await user.clear(within(invite).getByLabelText('E-mail'));
    await user.type(within(invite).getByLabelText('E-mail'), ' Caio@Ex.com ');
    await user.click(within(invite).getByRole('button', { name: 'Convidar' }));
    expect(inviteWorkspaceMember).toHaveBeenCalledWith({
      workspaceId: 'w2',
      email: 'caio@ex.com',
      role: 'editor',
    });
    expect(await within(invite).findByText(/Faça upgrade para convidar mais/)).toBeInTheDocument();
  });

  it('tells the owner of a personal workspace how to share, with no invitations', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL]);
    vi.mocked(listWorkspaceMembers).mockResolvedValue([member('u1', 'Ana', 'owner')]);
    renderWithProviders(<TeamPage />, { store: workingInStore('w1') });
    expect(await screen.findByText('Seu espaço pessoal')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Convidar pessoas' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Sair do espaço de trabalho' }),
    ).not.toBeInTheDocument();
  });

  it('leaves a team after confirming', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL, { ...TEAM, role: 'viewer' as const }]);
    vi.mocked(manage.leaveWorkspace).mockResolvedValue();
    const store = workingInStore('w2');
    const { user } = renderWithProviders(<TeamPage />, { store });
    await user.click(await screen.findByRole('button', { name: 'Sair do espaço de trabalho' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(manage.leaveWorkspace).toHaveBeenCalledWith('w2'));
    // Back to the personal workspace.
    await waitFor(() => expect(store.get(currentWorkspaceIdAtom)).toBe('w1'));
  });

  it('lets the owner hand the workspace on and delete it, each after confirming', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL, { ...TEAM, role: 'owner' as const }]);
    vi.mocked(listWorkspaceMembers).mockResolvedValue([
      member('u1', 'Ana', 'owner'),
      member('u3', 'Caio', 'editor'),
    ]);
    vi.mocked(manage.transferWorkspace).mockResolvedValue();
    vi.mocked(manage.deleteWorkspace).mockResolvedValue();
    const store = workingInStore('w2');
    const { user } = renderWithProviders(<TeamPage />, { store });
    await user.click(await screen.findByRole('button', { name: 'Transferir para Caio' }));
    expect(await screen.findByText('Transferir "Agência" para Caio?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(manage.transferWorkspace).toHaveBeenCalledWith('w2', 'u3'));

    await user.click(screen.getByRole('button', { name: 'Excluir espaço de trabalho' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(manage.deleteWorkspace).toHaveBeenCalledWith('w2'));
    await waitFor(() => expect(store.get(currentWorkspaceIdAtom)).toBe('w1'));
  });
});
