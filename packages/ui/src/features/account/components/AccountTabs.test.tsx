import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@qrlink/core/constants';
import { changePassword } from '@qrlink/data/account/change-password';
import { deleteAccount } from '@qrlink/data/account/delete-account';
import { updateProfile } from '@qrlink/data/account/update-profile';
import { signOut, signOutOtherDevices } from '@qrlink/data/auth/sign-out';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { DeleteAccountTab } from './DeleteAccountTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';

vi.mock('@qrlink/data/account/change-password', () => ({ changePassword: vi.fn() }));
vi.mock('@qrlink/data/account/delete-account', () => ({ deleteAccount: vi.fn() }));
vi.mock('@qrlink/data/account/update-profile', async (original) => ({
  ...(await original<object>()),
  updateProfile: vi.fn(),
}));
vi.mock('@qrlink/data/auth/sign-out', () => ({ signOut: vi.fn(), signOutOtherDevices: vi.fn() }));

describe('account settings', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => notifications.clean());

  describe('Perfil', () => {
    const renderProfile = () =>
      renderWithProviders(<ProfileTab userId="u1" email="ana@example.com" fullName="Ana" />);

    it('shows the e-mail read-only and requires a full name', async () => {
      const { user } = renderProfile();
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
      await user.clear(screen.getByLabelText(/Nome completo/));
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('O nome completo é obrigatório.')).toBeInTheDocument();
      expect(updateProfile).not.toHaveBeenCalled();
    });

    it('saves the name (the use case trims it) and says so', async () => {
      vi.mocked(updateProfile).mockResolvedValue();
      const { user } = renderProfile();
      fireEvent.change(screen.getByLabelText(/Nome completo/), {
        target: { value: '  Ana Souza ' },
      });
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument();
      const [userId, values] = vi.mocked(updateProfile).mock.calls[0]!;
      expect(userId).toBe('u1');
      expect(values.fullName.trim()).toBe('Ana Souza');
    });
  });

  describe('Senha', () => {
    it('ends the other sessions only once confirmed', async () => {
      vi.mocked(signOutOtherDevices).mockResolvedValueOnce();
      const { user } = renderWithProviders(<PasswordTab />);
      const button = screen.getByRole('button', { name: 'Sair de todos os outros dispositivos' });
      await user.click(button);
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(signOutOtherDevices).not.toHaveBeenCalled();
      await user.click(button);
      await user.click(await screen.findByRole('button', { name: 'Sair dos outros' }));
      expect(await screen.findByText('Outros dispositivos desconectados')).toBeInTheDocument();
      expect(signOutOtherDevices).toHaveBeenCalledTimes(1);
    });

    it('checks length and confirmation before calling anything', async () => {
      const { user } = renderWithProviders(<PasswordTab />);
      expect(screen.getByText(`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres.`)).toBeInTheDocument();
      const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
      await user.type(screen.getByLabelText(/^Nova senha/), short);
      await user.type(screen.getByLabelText(/Confirmar nova senha/), short);
      await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(
        (
          await screen.findAllByText(
            `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
          )
        ).length,
      ).toBeGreaterThan(0);

      await user.clear(screen.getByLabelText(/^Nova senha/));
      await user.type(screen.getByLabelText(/^Nova senha/), 'segredo123');
      await user.clear(screen.getByLabelText(/Confirmar nova senha/));
      await user.type(screen.getByLabelText(/Confirmar nova senha/), 'segredo124');
      await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect((await screen.findAllByText('As senhas não coincidem.')).length).toBeGreaterThan(0);
      expect(changePassword).not.toHaveBeenCalled();
    });

    it('changes the password, clears the fields, and shows a failure as a toast', async () => {
      vi.mocked(changePassword).mockResolvedValueOnce();
      const { user } = renderWithProviders(<PasswordTab />);
      await user.type(screen.getByLabelText(/^Nova senha/), 'segredo123');
      await user.type(screen.getByLabelText(/Confirmar nova senha/), 'segredo123');
      await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('Senha alterada!')).toBeInTheDocument();
      expect(vi.mocked(changePassword).mock.calls[0]![0]).toEqual({
        password: 'segredo123',
        confirmPassword: 'segredo123',
      });
      expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('');

      vi.mocked(changePassword).mockRejectedValueOnce(
        new AppError('unknown', 'Erro ao alterar senha', 'Tente novamente.'),
      );
      await user.type(screen.getByLabelText(/^Nova senha/), 'outra1234');
      await user.type(screen.getByLabelText(/Confirmar nova senha/), 'outra1234');
      await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('Erro ao alterar senha')).toBeInTheDocument();
    });
  });

  describe('Excluir Conta', () => {
    const renderDelete = () =>
      renderWithProviders(<DeleteAccountTab />, {
        route: '/dashboard/settings/delete_account',
        store: signedInStore(),
      });

    it('changes nothing when either confirmation is cancelled', async () => {
      const { user } = renderDelete();
      await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(deleteAccount).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      const last = await screen.findByRole('dialog', { name: 'Última confirmação' });
      const finalButton = within(last).getByRole('button', {
        name: 'Excluir minha conta para sempre',
      });
      // The last step needs the word typed.
      expect(finalButton).toBeDisabled();
      await user.type(within(last).getByLabelText('Confirmação'), 'excluí');
      expect(finalButton).toBeDisabled();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(deleteAccount).not.toHaveBeenCalled();
    });

    it('deletes after both confirmations, then signs out and goes home', async () => {
      vi.mocked(deleteAccount).mockResolvedValue();
      vi.mocked(signOut).mockResolvedValue();
      const { user, location } = renderDelete();
      await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      const last = await screen.findByRole('dialog', { name: 'Última confirmação' });
      await user.type(within(last).getByLabelText('Confirmação'), 'excluir');
      await user.click(
        within(last).getByRole('button', { name: 'Excluir minha conta para sempre' }),
      );
      expect(await screen.findByText('Conta excluída')).toBeInTheDocument();
      expect(deleteAccount).toHaveBeenCalledTimes(1);
      expect(signOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(location()).toBe('/'));
    });

    it('keeps the failure on screen and the user signed in', async () => {
      vi.mocked(deleteAccount).mockRejectedValue(
        new AppError('unknown', 'Erro ao excluir conta', 'Não foi possível excluir.'),
      );
      const { user, location } = renderDelete();
      await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
      await user.click(await screen.findByRole('button', { name: 'Continuar' }));
      const last = await screen.findByRole('dialog', { name: 'Última confirmação' });
      await user.type(within(last).getByLabelText('Confirmação'), 'EXCLUIR');
      await user.click(
        within(last).getByRole('button', { name: 'Excluir minha conta para sempre' }),
      );
      expect(
        await screen.findByText('Não foi possível excluir. Tente novamente ou contate o suporte.'),
      ).toBeInTheDocument();
      expect(signOut).not.toHaveBeenCalled();
      expect(location()).toBe('/dashboard/settings/delete_account');
    });
  });
});
