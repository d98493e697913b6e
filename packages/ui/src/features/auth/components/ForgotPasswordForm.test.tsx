import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ForgotPasswordForm, RESET_SENT_MESSAGE } from './ForgotPasswordForm';

vi.mock('@qrlink/data/auth/request-password-reset', () => ({ requestPasswordReset: vi.fn() }));
const { requestPasswordReset } = await import('@qrlink/data/auth/request-password-reset');

describe('ForgotPasswordForm', () => {
  it('validates the e-mail before asking', async () => {
    const view = renderWithProviders(<ForgotPasswordForm />);
    await view.user.type(screen.getByLabelText(/E-mail/), 'nao-e-email');
    await view.user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('always gives the same answer, with a link back to /login', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    const view = renderWithProviders(<ForgotPasswordForm />);
    await view.user.type(screen.getByLabelText(/E-mail/), 'quem@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
    expect((await screen.findAllByText(RESET_SENT_MESSAGE)).length).toBeGreaterThan(0);
    expect(requestPasswordReset).toHaveBeenCalledWith('quem@example.com', window.location.origin);
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
