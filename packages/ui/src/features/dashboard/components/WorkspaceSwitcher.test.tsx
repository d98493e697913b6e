import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { storeWithSession } from '../../../../tests/session-store';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');

const PERSONAL = { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' as const };
const TEAM = { id: 'w2', name: 'Agência', personal: false, role: 'viewer' as const };
const session = (userId = 'u1') =>
  storeWithSession({
    status: 'authenticated',
    user: { id: userId, email: `${userId}@ex.com`, fullName: null },
    role: 'user',
    personalWorkspaceId: 'w1',
  });

describe('WorkspaceSwitcher', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
  });

  it('stays out of the way of someone with only their personal workspace', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL]);
    const store = session();
    renderWithProviders(<WorkspaceSwitcher />, { store });
    await waitFor(() => expect(listMyWorkspaces).toHaveBeenCalledWith('u1'));
    expect(screen.queryByLabelText('Espaço de trabalho')).not.toBeInTheDocument();
    expect(store.get(currentWorkspaceIdAtom)).toBe('w1');
  });

  it('switches to a team, remembers it per account, and tells a Leitor what they may do', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL, TEAM]);
    const store = session();
    const { user } = renderWithProviders(<WorkspaceSwitcher />, { store });
    const select = await screen.findByRole('combobox', { name: 'Espaço de trabalho' });
    await user.click(select);
    const options = document.getElementById(select.getAttribute('aria-controls') ?? '')!;
    await user.click(within(options).getByRole('option', { name: 'Agência', hidden: true }));
    expect(store.get(currentWorkspaceIdAtom)).toBe('w2');
    expect(
      await screen.findByText('Você é Leitor aqui: pode ver, mas não criar nem editar.'),
    ).toBeInTheDocument();
    // Kept on this device for the next visit, per account.
    expect(JSON.parse(window.localStorage.getItem('qrlink.workspace')!)).toEqual({ u1: 'w2' });
    // Another account on this device starts in its own personal workspace.
    const other = session('u2');
    other.set(currentWorkspaceIdAtom, null);
    expect(other.get(currentWorkspaceIdAtom)).toBe('w1');
  });

  it('goes back to the personal workspace when the chosen one is gone', async () => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([PERSONAL, { ...TEAM, id: 'w3' }]);
    const store = session();
    store.set(currentWorkspaceIdAtom, 'w2');
    renderWithProviders(<WorkspaceSwitcher />, { store });
    await waitFor(() => expect(store.get(currentWorkspaceIdAtom)).toBe('w1'));
  });
});
