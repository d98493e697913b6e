import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { LoginForm } from './LoginForm';

vi.mock('@qrlink/data/auth/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('@qrlink/data/profiles/get-user-role', () => ({ getUserRole: vi.fn() }));
vi.mock('@qrlink/data/teams/get-personal-workspace', () => ({
  getPersonalWorkspaceId: async () => 'w-personal',
}));
vi.mock('@qrlink/data/two-factor/two-factor-status', () => ({ needsSignInCode: vi.fn() }));
vi.mock('@qrlink/data/auth/verify-sign-in-code', () => ({ verifySignInCode: vi.fn() }));

const { signIn } = await import('@qrlink/data/auth/sign-in');
const { getUserRole } = await import('@qrlink/data/profiles/get-user-role');
const { needsSignInCode } = await import('@qrlink/data/two-factor/two-factor-status');
const { verifySignInCode } = await import('@qrlink/data/auth/verify-sign-in-code');
// The login route around the form: how a visitor meets it (a test may compose the screen).
// oxlint-disable-next-line no-restricted-imports
const { default: LoginPage } = await import('@/routes/login');

const user = { id: 'u1', email: 'ana@example.com', fullName: 'Ana' };

describe('LoginForm', () => {
  beforeEach(() => {
    vi.mocked(signIn).mockReset();
    vi.mocked(getUserRole).mockResolvedValue('user');
    vi.mocked(needsSignInCode).mockResolvedValue(false);
    vi.mocked(verifySignInCode).mockReset();
  });

  it('asks for the authenticator code after the password when two-factor is on', async () => {
    vi.mocked(signIn).mockResolvedValue(user);
    vi.mocked(needsSignInCode).mockResolvedValue(true);
    const view = renderWithProviders(<LoginPage />, { route: '/login' });
    await view.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Senha/), 'segredo1');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));

    const code = await screen.findByLabelText(/Código de verificação/);
    expect(screen.getByText('Verificação em duas etapas')).toBeInTheDocument();
    expect(screen.queryByText('Login bem-sucedido!')).not.toBeInTheDocument();
    await view.user.type(code, '12');
    await view.user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Digite os 6 dígitos do código do aplicativo.'),
    ).toBeInTheDocument();
    expect(verifySignInCode).not.toHaveBeenCalled();

    const wrong =
      'Código incorreto. Confira o código de 6 dígitos no seu aplicativo autenticador e tente novamente.';
    vi.mocked(verifySignInCode).mockRejectedValueOnce(
      AppError.of('invalid_code', { title: 'Erro no Login', message: wrong }),
    );
    await view.user.clear(code);
    await view.user.type(code, '111 111');
    await view.user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(verifySignInCode).toHaveBeenLastCalledWith('111 111');

    vi.mocked(verifySignInCode).mockResolvedValueOnce(user);
    await view.user.type(code, '222222');
    await view.user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Login bem-sucedido!')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('requires e-mail and password, with the schema messages', async () => {
    const view = renderWithProviders(<LoginForm />, { route: '/login' });
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const view = renderWithProviders(<LoginForm />, { route: '/login' });
    await view.user.type(screen.getByLabelText(/E-mail/), 'ana@');
    await view.user.type(screen.getByLabelText(/Senha/), 'segredo1');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
  });

  it('signs in, toasts and goes to /dashboard', async () => {
    vi.mocked(signIn).mockResolvedValue(user);
    const view = renderWithProviders(<LoginForm />, { route: '/login' });
    await view.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Senha/), 'segredo1');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login bem-sucedido!')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'segredo1' });
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('honours ?redirect= for our own paths only', async () => {
    vi.mocked(signIn).mockResolvedValue(user);
    const own = renderWithProviders(<LoginForm />, {
      route: '/login?redirect=%2Ftools%2Fqr-code-generator',
    });
    await own.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await own.user.type(screen.getByLabelText(/Senha/), 'segredo1');
    await own.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(own.location()).toBe('/tools/qr-code-generator'));
    own.unmount();

    const foreign = renderWithProviders(<LoginForm />, {
      route: '/login?redirect=https%3A%2F%2Fevil.example',
    });
    await foreign.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await foreign.user.type(screen.getByLabelText(/Senha/), 'segredo1');
    await foreign.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(foreign.location()).toBe('/dashboard'));
  });

  it('shows the mapped error and stays on /login', async () => {
    vi.mocked(signIn).mockRejectedValue(
      new AppError('invalid_credentials', 'Erro no Login', 'E-mail ou senha incorretos.'),
    );
    const view = renderWithProviders(<LoginForm />, { route: '/login' });
    await view.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Senha/), 'errada');
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro no Login')).toBeInTheDocument();
    expect(screen.getByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expect(view.location()).toBe('/login');
  });
});
