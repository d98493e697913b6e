import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { signedInStore, storeWithSession } from '../../tests/session-store';
import UpdatePasswordPage from './update-password';

vi.mock('@qrlink/data/auth/update-password', () => ({ updatePassword: vi.fn() }));
const { updatePassword } = await import('@qrlink/data/auth/update-password');

async function submit(view: ReturnType<typeof renderWithProviders>, a: string, b: string) {
  await view.user.type(screen.getByLabelText(/^Nova senha/), a);
  await view.user.type(screen.getByLabelText(/Confirmar nova senha/), b);
  await view.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe('/update-password', () => {
  it("without a recovery session: 'Sessão inválida' and back to /forgot-password", async () => {
    const store = storeWithSession({ status: 'anonymous' });
    const view = renderWithProviders(<UpdatePasswordPage />, { route: '/update-password', store });
    expect(await screen.findByText('Sessão inválida')).toBeInTheDocument();
    expect(view.location()).toBe('/forgot-password');
  });

  it("refuses short passwords: 'Senha muito curta'", async () => {
    const view = renderWithProviders(<UpdatePasswordPage />, { store: signedInStore() });
    await submit(view, '123', '123');
    expect(await screen.findByText('Senha muito curta')).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("refuses different passwords: 'Senhas não coincidem'", async () => {
    const view = renderWithProviders(<UpdatePasswordPage />, { store: signedInStore() });
    await submit(view, 'segredo1', 'segredo2');
    expect(await screen.findByText('Senhas não coincidem')).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('saves the new password and goes to /dashboard', async () => {
    vi.mocked(updatePassword).mockResolvedValue();
    const view = renderWithProviders(<UpdatePasswordPage />, {
      route: '/update-password',
      store: signedInStore(),
    });
    await submit(view, 'segredo1', 'segredo1');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(updatePassword).toHaveBeenCalledWith({
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
  });
});
