import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { InvitationPage } from './InvitationPage';

vi.mock('@qrlink/data/teams/answer-invitation', () => ({
  getInvitationDetails: vi.fn(),
  acceptInvitation: vi.fn(),
  declineInvitation: vi.fn(),
}));
const invitation = await import('@qrlink/data/teams/answer-invitation');

const render = () =>
  renderWithProviders(<InvitationPage />, {
    store: signedInStore(),
    route: '/dashboard/invitations/tok123',
    path: '/dashboard/invitations/:token',
  });

describe('InvitationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(invitation.getInvitationDetails).mockResolvedValue({
      workspace_name: 'Agência',
      role: 'editor',
      email: 'ana@example.com',
      invited_by: 'Dona',
      expires_at: '2026-12-04T12:00:00Z',
    });
  });

  it('shows what is offered and joins the workspace on accepting', async () => {
    vi.mocked(invitation.acceptInvitation).mockResolvedValue('w2');
    const { user, location, store } = render();
    expect(await screen.findByText('Agência')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(invitation.getInvitationDetails).toHaveBeenCalledWith('tok123');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    await waitFor(() => expect(location()).toBe('/dashboard/team'));
    expect(store.get(currentWorkspaceIdAtom)).toBe('w2');
  });

  it('declines and goes back to the dashboard', async () => {
    vi.mocked(invitation.declineInvitation).mockResolvedValue();
    const { user, location } = render();
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(invitation.acceptInvitation).not.toHaveBeenCalled();
  });

  it("shows the database's reason when the invitation is for someone else", async () => {
    vi.mocked(invitation.getInvitationDetails).mockRejectedValue(
      new AppError('forbidden', 'Convite indisponível', 'Este convite é para outro e-mail.'),
    );
    render();
    expect(await screen.findByText('Este convite é para outro e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
  });
});
