import { screen, waitFor } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConsumeAuthRedirect from '@qrlink/data/auth/consume-auth-redirect';
import { renderWithProviders } from '../../tests/render';
import { sessionAtom } from '@/lib/session';
import { useSessionBootstrap } from './use-session-bootstrap';

vi.mock('@qrlink/data/auth/get-current-session', () => ({ getCurrentSession: vi.fn() }));
vi.mock('@qrlink/data/auth/watch-auth-changes', () => ({ watchAuthChanges: vi.fn() }));
vi.mock('@qrlink/data/profiles/get-user-role', () => ({ getUserRole: vi.fn() }));
vi.mock('@qrlink/data/teams/get-personal-workspace', () => ({
  getPersonalWorkspaceId: async () => 'w-personal',
}));
vi.mock('@qrlink/data/two-factor/two-factor-status', () => ({ needsSignInCode: vi.fn() }));
vi.mock('@qrlink/data/auth/consume-auth-redirect', async (importOriginal) => ({
  // The hash parser is pure: keep the real one; only the session call is replaced.
  ...(await importOriginal<typeof ConsumeAuthRedirect>()),
  consumeAuthRedirect: vi.fn(),
}));

const { getCurrentSession } = await import('@qrlink/data/auth/get-current-session');
const { watchAuthChanges } = await import('@qrlink/data/auth/watch-auth-changes');
const { getUserRole } = await import('@qrlink/data/profiles/get-user-role');
const { consumeAuthRedirect } = await import('@qrlink/data/auth/consume-auth-redirect');
const { needsSignInCode } = await import('@qrlink/data/two-factor/two-factor-status');

const user = { id: 'u1', email: 'ana@example.com', fullName: 'Ana' };

/** The watch's listener, once the bootstrap has subscribed: `send` plays a change to it. */
function watchedChanges() {
  let listener: Parameters<typeof watchAuthChanges>[0] = () => {};
  vi.mocked(watchAuthChanges).mockImplementation(async (callback) => {
    listener = callback;
    return () => {};
  });
  return { send: (...change: Parameters<typeof listener>) => listener(...change) };
}

function Probe() {
  useSessionBootstrap();
  const session = useAtomValue(sessionAtom);
  return (
    <p data-testid="session">
      {session.status === 'authenticated'
        ? `${session.user.email}:${session.role}`
        : session.status}
    </p>
  );
}

describe('useSessionBootstrap', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(watchAuthChanges).mockResolvedValue(() => {});
    vi.mocked(getUserRole).mockResolvedValue('admin');
    vi.mocked(getCurrentSession).mockResolvedValue(null);
    vi.mocked(needsSignInCode).mockResolvedValue(false);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('restores a stored session with the role from the profile', async () => {
    vi.mocked(getCurrentSession).mockResolvedValue(user);
    renderWithProviders(<Probe />);
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent('ana@example.com:admin'),
    );
  });

  it('restores a session that still owes its two-factor code as such, without the profile', async () => {
    vi.mocked(getCurrentSession).mockResolvedValue(user);
    vi.mocked(needsSignInCode).mockResolvedValue(true);
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('second_factor'));
    expect(getUserRole).not.toHaveBeenCalled();
  });

  it('ends anonymous when there is no (or an invalid) stored session', async () => {
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));
  });

  it("signup link: 'Conta confirmada!', /dashboard, hash cleared", async () => {
    window.history.replaceState(
      null,
      '',
      '/#access_token=a&refresh_token=r&expires_in=3600&type=signup',
    );
    vi.mocked(consumeAuthRedirect).mockResolvedValue({ kind: 'signup', user });
    const view = renderWithProviders(<Probe />);
    expect(await screen.findByText('Conta confirmada!')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(consumeAuthRedirect).toHaveBeenCalledWith({
      kind: 'signup',
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(window.location.hash).toBe('');
    expect(getCurrentSession).not.toHaveBeenCalled();
  });

  it("recovery link: 'Autenticado para recuperação' and /update-password", async () => {
    window.history.replaceState(
      null,
      '',
      '/update-password#access_token=a&refresh_token=r&type=recovery',
    );
    vi.mocked(consumeAuthRedirect).mockResolvedValue({ kind: 'recovery', user });
    const view = renderWithProviders(<Probe />, { route: '/update-password' });
    expect(await screen.findByText('Autenticado para recuperação')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/update-password'));
    expect(window.location.hash).toBe('');
    expect(screen.getByTestId('session')).toHaveTextContent('ana@example.com');
  });

  it('an expired link leaves the visitor anonymous with an error toast', async () => {
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=r&type=signup');
    const { AppError } = await import('@qrlink/data/errors');
    vi.mocked(consumeAuthRedirect).mockImplementation(async () => {
      throw new AppError('session_missing', 'Link inválido ou expirado', 'Solicite um novo.');
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('Link inválido ou expirado')).toBeInTheDocument();
    expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
  });

  it('a refused e-mail link (#error=...) says so and clears the hash', async () => {
    window.history.replaceState(null, '', '/#error=access_denied&error_code=otp_expired');
    renderWithProviders(<Probe />);
    expect(await screen.findByText('Link inválido ou expirado')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));
  });

  it('follows later sign-outs', async () => {
    vi.mocked(getCurrentSession).mockResolvedValue(user);
    const changes = watchedChanges();
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('ana@example.com'));
    changes.send('signed_out', null);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));
  });

  it('a sign-in whose profile read ends after a later sign-out stays signed out', async () => {
    const changes = watchedChanges();
    let answerRole: (role: 'user') => void = () => {};
    vi.mocked(getUserRole).mockImplementation(
      () => new Promise((resolve) => (answerRole = resolve)),
    );
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));
    changes.send('signed_in', user);
    await waitFor(() => expect(getUserRole).toHaveBeenCalled());
    changes.send('signed_out', null);
    answerRole('user');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('session')).toHaveTextContent('anonymous');
  });

  it('reads the role once when the watch announces the session it restored', async () => {
    const changes = watchedChanges();
    vi.mocked(getCurrentSession).mockResolvedValue(user);
    renderWithProviders(<Probe />);
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent('ana@example.com:admin'),
    );
    changes.send('initial', user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getUserRole).toHaveBeenCalledTimes(1);
  });

  it("takes the watch's first session when it is not the one restored (another tab)", async () => {
    const changes = watchedChanges();
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));
    changes.send('initial', user);
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent('ana@example.com:admin'),
    );
  });
});
