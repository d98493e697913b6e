import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppSettings } from '@qrlink/data/admin/get-app-settings';
import { saveAppSetting } from '@qrlink/data/admin/save-app-setting';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { AdminSettingsPage } from './AdminSettingsPage';

vi.mock('@qrlink/data/admin/get-app-settings', async (original) => ({
  ...(await original<object>()),
  getAppSettings: vi.fn(),
}));
vi.mock('@qrlink/data/admin/save-app-setting', async (original) => ({
  ...(await original<object>()),
  saveAppSetting: vi.fn(),
}));
const load = vi.mocked(getAppSettings);
const save = vi.mocked(saveAppSetting);

const render = () =>
  renderWithProviders(<AdminSettingsPage />, { route: '/admin/settings', store: signedInStore() });

describe('AdminSettingsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    load.mockReset();
    save.mockReset();
    load.mockResolvedValue({
      maintenance: { enabled: false, message: 'Voltamos logo.' },
      registrationsOpen: true,
      adminMfaRequired: false,
    });
    save.mockResolvedValue('Configuração atualizada com sucesso.');
  });
  afterEach(() => notifications.clean());

  it('saves each toggle as it is switched, with the current message', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: /^Permitir novos cadastros/ }));
    expect(await screen.findByText('Novos cadastros bloqueados.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      { key: 'allow_new_registrations', value: { enabled: false } },
      expect.anything(),
    );

    await user.clear(screen.getByLabelText('Mensagem de manutenção'));
    await user.type(screen.getByLabelText('Mensagem de manutenção'), 'Volto às 18h');
    await user.click(screen.getByRole('switch', { name: /^Modo de manutenção/ }));
    expect(await screen.findByText('Modo de manutenção ativado.')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith(
      { key: 'maintenance_mode', value: { enabled: true, message: 'Volto às 18h' } },
      expect.anything(),
    );
  });

  it('requires two-factor from admins, or says why it cannot yet', async () => {
    const { user } = render();
    const requirement = await screen.findByRole('switch', {
      name: /^Exigir 2FA para administradores/,
    });
    expect(requirement).not.toBeChecked();
    const refusal =
      'Ative a verificação em duas etapas na sua conta e entre com o código antes de exigi-la dos administradores.';
    save.mockRejectedValueOnce(
      AppError.of('invalid_input', { title: 'Erro ao salvar', message: refusal }),
    );
    await user.click(requirement);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(requirement);
    expect(
      await screen.findByText('Administradores agora precisam do código do aplicativo.'),
    ).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith(
      { key: 'admin_mfa_required', value: { enabled: true } },
      expect.anything(),
    );
  });

  it('saves only a changed message, and shows a refusal', async () => {
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Salvar mensagem' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Mensagem de manutenção'), ' Obrigado!');
    save.mockRejectedValueOnce(
      AppError.of('forbidden', { title: 'Erro ao salvar', message: 'Acesso negado.' }),
    );
    await user.click(button);
    expect(await screen.findByText('Acesso negado.')).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    load.mockRejectedValueOnce(
      AppError.of('forbidden', {
        title: 'Erro ao carregar configurações',
        message: 'Você não tem permissão para realizar esta ação.',
      }),
    );
    const { user } = render();
    expect(await screen.findAllByText('Erro ao carregar configurações')).not.toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Tentar Novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /^Modo de manutenção/ })).not.toBeChecked(),
    );
  });
});
