import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { SecurityTab } from './SecurityTab';

vi.mock('@qrlink/data/two-factor/two-factor-status', () => ({ getTwoFactorStatus: vi.fn() }));
vi.mock('@qrlink/data/two-factor/enrol-two-factor', () => ({
  startTwoFactorEnrolment: vi.fn(),
  confirmTwoFactor: vi.fn(),
}));
vi.mock('@qrlink/data/two-factor/disable-two-factor', () => ({ disableTwoFactor: vi.fn() }));

const { getTwoFactorStatus } = await import('@qrlink/data/two-factor/two-factor-status');
const { startTwoFactorEnrolment, confirmTwoFactor } =
  await import('@qrlink/data/two-factor/enrol-two-factor');
const { disableTwoFactor } = await import('@qrlink/data/two-factor/disable-two-factor');

const WRONG_CODE =
  'Código incorreto. Confira o código de 6 dígitos no seu aplicativo autenticador e tente novamente.';
const render = () =>
  renderWithProviders(<SecurityTab />, {
    route: '/dashboard/settings/security',
    store: signedInStore(),
  });

describe('SecurityTab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(startTwoFactorEnrolment).mockResolvedValue({
      factorId: 'f1',
      qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
  });
  afterEach(() => notifications.clean());

  it('turns two-factor on with the QR code, the typed key and a first code', async () => {
    vi.mocked(getTwoFactorStatus)
      .mockResolvedValueOnce({ factor: null })
      .mockResolvedValue({ factor: { id: 'f1', createdAt: '2026-11-26T15:00:00Z' } });
    const { user } = render();
    expect(await screen.findByText('Desativada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));

    expect(
      await screen.findByRole('img', { name: 'QR Code para configurar o aplicativo autenticador' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText(/Código do aplicativo/);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(
      await screen.findByText('Digite os 6 dígitos do código do aplicativo.'),
    ).toBeInTheDocument();
    expect(confirmTwoFactor).not.toHaveBeenCalled();

    vi.mocked(confirmTwoFactor).mockRejectedValueOnce(
      AppError.of('invalid_code', { title: 'Erro', message: WRONG_CODE }),
    );
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(code).toHaveValue('');

    vi.mocked(confirmTwoFactor).mockResolvedValueOnce();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText('Verificação em duas etapas ativada')).toBeInTheDocument();
    expect(confirmTwoFactor).toHaveBeenLastCalledWith('f1', '654321');
    expect(await screen.findByText('Ativada')).toBeInTheDocument();
  });

  it('turns two-factor off only with a current code', async () => {
    vi.mocked(getTwoFactorStatus)
      .mockResolvedValueOnce({ factor: { id: 'f1', createdAt: '2026-11-26T15:00:00Z' } })
      .mockResolvedValue({ factor: null });
    const { user } = render();
    expect(await screen.findByText('Ativada')).toBeInTheDocument();
    const disable = screen.getByRole('button', { name: 'Desativar verificação em duas etapas' });
    await user.click(disable);
    expect(
      await screen.findByText('Digite os 6 dígitos do código do aplicativo.'),
    ).toBeInTheDocument();
    expect(disableTwoFactor).not.toHaveBeenCalled();

    vi.mocked(disableTwoFactor).mockResolvedValueOnce();
    await user.type(screen.getByLabelText(/Código do aplicativo/), '123456');
    await user.click(disable);
    expect(await screen.findByText('Verificação em duas etapas desativada')).toBeInTheDocument();
    expect(disableTwoFactor).toHaveBeenCalledWith('f1', '123456');
    expect(await screen.findByText('Desativada')).toBeInTheDocument();
  });

  it('says when the state cannot be read, and retries', async () => {
    vi.mocked(getTwoFactorStatus)
      .mockRejectedValueOnce(AppError.of('network', { title: 'Erro', message: 'Sem conexão.' }))
      .mockResolvedValue({ factor: null });
    const { user } = render();
    expect(await screen.findByText('Sem conexão.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Desativada')).toBeInTheDocument();
  });
});
