import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { storeWithSession } from '../../../tests/session-store';
import type { SessionState } from '@/lib/session';
import { Navbar } from './Navbar';

vi.mock('@qrlink/data/settings/get-site-status', () => ({ getSiteStatus: vi.fn() }));
const { getSiteStatus } = await import('@qrlink/data/settings/get-site-status');
vi.mock('@qrlink/data/notifications/count-unread-notifications', () => ({
  countUnreadNotifications: vi.fn(async () => 0),
}));
vi.mock('@qrlink/data/notifications/list-notifications', () => ({
  listNotifications: vi.fn(async () => []),
}));
const { countUnreadNotifications } =
  await import('@qrlink/data/notifications/count-unread-notifications');

const user = { id: 'u1', email: 'a@example.com', fullName: null };

function render(state: SessionState) {
  return renderWithProviders(<Navbar />, { store: storeWithSession(state) });
}

describe('Navbar', () => {
  beforeEach(() => {
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: false, message: '' },
      registrationsOpen: true,
    });
  });

  it('shows the four public links and Login / Cadastre-se to visitors', async () => {
    render({ status: 'anonymous' });
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    for (const [name, to] of [
      ['Planos', '/pricing'],
      ['Links WhatsApp', '/tools/whatsapp-link-generator'],
      ['QR Codes', '/tools/qr-code-generator'],
      ['Encurtar Links', '/tools/short-link-generator'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', to);
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('hides Cadastre-se while registrations are closed', async () => {
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: false, message: '' },
      registrationsOpen: false,
    });
    render({ status: 'anonymous' });
    // Shown while the setting loads (the site fails open), gone once it is known.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Cadastre-se' })).not.toBeInTheDocument(),
    );
    expect(getSiteStatus).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows Painel and Sair to users, and Painel Admin to admins only', () => {
    const view = render({ status: 'authenticated', user, role: 'user' });
    expect(screen.getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Painel Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    view.unmount();

    render({ status: 'authenticated', user, role: 'admin' });
    expect(screen.getByRole('link', { name: 'Painel Admin' })).toHaveAttribute('href', '/admin');
  });

  it("shows the user's unread notifications on Painel", async () => {
    vi.mocked(countUnreadNotifications).mockResolvedValueOnce(3);
    render({ status: 'authenticated', user, role: 'user' });
    expect(await screen.findByLabelText('3 notificações não lidas')).toBeInTheDocument();
    expect(countUnreadNotifications).toHaveBeenCalledWith('u1');
  });

  it('opens the side drawer with the same items on phones', async () => {
    const view = render({ status: 'anonymous' });
    await view.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Planos' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
