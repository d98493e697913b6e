import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../tests/render';
import RegisterPage from './register';

vi.mock('@qrlink/data/auth/register-account', () => ({ registerAccount: vi.fn() }));
vi.mock('@qrlink/data/auth/resend-confirmation', () => ({ resendConfirmation: vi.fn() }));
vi.mock('@qrlink/data/settings/get-site-status', () => ({ getSiteStatus: vi.fn() }));

const { registerAccount } = await import('@qrlink/data/auth/register-account');
const { resendConfirmation } = await import('@qrlink/data/auth/resend-confirmation');
const { getSiteStatus } = await import('@qrlink/data/settings/get-site-status');

async function fill(view: ReturnType<typeof renderWithProviders>, confirm = 'segredo1') {
  await view.user.type(await screen.findByLabelText(/Nome completo/), 'Ana Souza');
  await view.user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
  await view.user.type(screen.getByLabelText(/^Senha/), 'segredo1');
  await view.user.type(screen.getByLabelText(/Confirmar senha/), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('/register', () => {
  beforeEach(() => {
    vi.mocked(registerAccount).mockReset();
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: false, message: '' },
      registrationsOpen: true,
    });
  });

  it('requires every field', async () => {
    const view = renderWithProviders(<RegisterPage />);
    await view.user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    // The message shows on the field and, once the lazily loaded toast host is up, in the toast
    // too: look for "at least one", not "exactly one".
    await waitFor(() =>
      expect(screen.getAllByText('O nome completo é obrigatório.').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText(/Nome completo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Informe seu e-mail.').length).toBeGreaterThan(0);
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it("refuses mismatched passwords with 'Erro de Validação'", async () => {
    const view = renderWithProviders(<RegisterPage />);
    await fill(view, 'outra-senha');
    expect(await screen.findByText('Erro de Validação')).toBeInTheDocument();
    expect(screen.getAllByText('As senhas não coincidem.').length).toBeGreaterThan(0);
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    const view = renderWithProviders(<RegisterPage />);
    await view.user.type(await screen.findByLabelText(/Nome completo/), 'Ana');
    await view.user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/^Senha/), '123');
    await view.user.type(screen.getByLabelText(/Confirmar senha/), '123');
    await view.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      (await screen.findAllByText('A senha deve ter pelo menos 6 caracteres.')).length,
    ).toBeGreaterThan(0);
  });

  it("tells a taken e-mail apart: 'E-mail já cadastrado'", async () => {
    vi.mocked(registerAccount).mockRejectedValue(
      AppError.of('email_exists', {
        title: 'E-mail já cadastrado',
        message: 'Este endereço de e-mail já está em uso. Por favor, tente fazer login.',
      }),
    );
    const view = renderWithProviders(<RegisterPage />);
    await fill(view);
    expect(await screen.findByText('E-mail já cadastrado')).toBeInTheDocument();
    expect(
      screen.getByText('Este endereço de e-mail já está em uso. Por favor, tente fazer login.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Quase lá!')).not.toBeInTheDocument();
  });

  it("shows 'Quase lá!' with a link to /login and can resend the confirmation", async () => {
    vi.mocked(registerAccount).mockResolvedValue({
      status: 'confirmation_sent',
      email: 'ana@example.com',
    });
    vi.mocked(resendConfirmation).mockResolvedValue();
    const view = renderWithProviders(<RegisterPage />);
    await fill(view);
    expect(await screen.findByText('Quase lá!')).toBeInTheDocument();
    expect(registerAccount).toHaveBeenCalledWith(
      {
        fullName: 'Ana Souza',
        email: 'ana@example.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
      },
      window.location.origin,
    );
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    await view.user.click(screen.getByRole('button', { name: 'Reenviar confirmação' }));
    expect(await screen.findByText('E-mail reenviado!')).toBeInTheDocument();
    expect(resendConfirmation).toHaveBeenCalledWith('ana@example.com', window.location.origin);
  });

  it('explains that sign-up is closed when registrations are off', async () => {
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: false, message: '' },
      registrationsOpen: false,
    });
    renderWithProviders(<RegisterPage />);
    expect(
      await screen.findByText('Novos cadastros estão temporariamente desativados'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar conta' })).not.toBeInTheDocument();
  });
});
