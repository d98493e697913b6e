import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../tests/render';
import ShortLinkRedirectPage from '@/routes/short-link-redirect';
import QrRedirectPage from '@/routes/qr-redirect';

vi.mock('@qrlink/data/redirects/resolve-destination', () => ({ resolveDestination: vi.fn() }));
const { resolveDestination } = await import('@qrlink/data/redirects/resolve-destination');

describe('hosted-mode redirect pages', () => {
  const replace = vi.fn();
  const originalLocation = window.location;

  beforeEach(() => {
    vi.clearAllMocks();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, replace },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    vi.useRealTimers();
  });

  it('leaves for the destination with location.replace', async () => {
    vi.mocked(resolveDestination).mockResolvedValue({
      status: 'redirect',
      destination: 'https://exemplo.com.br/promo',
    });
    renderWithProviders(<QrRedirectPage />, { route: '/qr/abc', path: '/qr/:qrId' });
    expect(screen.getByText('Redirecionando...')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://exemplo.com.br/promo'));
    expect(resolveDestination).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'qr', id: 'abc' }),
    );
  });

  it("unknown short link: 'Link Inválido ou Expirado', then home after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resolveDestination).mockImplementation(async () => {
      throw AppError.of('not_found', { title: 'Erro de Redirecionamento', message: 'x' });
    });
    const view = renderWithProviders(<ShortLinkRedirectPage />, {
      route: '/s/nada',
      path: '/s/:shortCode',
    });
    expect(
      await screen.findByRole('heading', { name: 'Link Inválido ou Expirado' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Link não encontrado.').length).toBeGreaterThan(0);
    expect(view.location()).toBe('/s/nada');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(view.location()).toBe('/');
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks for the password of a protected code and follows the right one', async () => {
    vi.mocked(resolveDestination)
      .mockResolvedValueOnce({ status: 'password_required', message: 'x' })
      .mockResolvedValueOnce({ status: 'wrong_password', message: 'Senha incorreta.' })
      .mockResolvedValueOnce({ status: 'redirect', destination: 'https://exemplo.com.br/vip' });
    const { user } = renderWithProviders(<ShortLinkRedirectPage />, {
      route: '/s/vip',
      path: '/s/:shortCode',
    });
    expect(await screen.findByRole('heading', { name: 'Link Protegido' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Senha/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('Senha incorreta.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'certa');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://exemplo.com.br/vip'));
    expect(resolveDestination).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'vip', password: 'certa' }),
    );
  });

  it('says an expired code is expired, and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resolveDestination).mockResolvedValue({
      status: 'expired',
      message: 'Este link expirou e não está mais disponível.',
    });
    const view = renderWithProviders(<QrRedirectPage />, { route: '/qr/abc', path: '/qr/:qrId' });
    expect(await screen.findByRole('heading', { name: 'Link Expirado' })).toBeInTheDocument();
    expect(screen.getByText('Este link expirou e não está mais disponível.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(view.location()).toBe('/qr/abc');
  });

  it('says a code disabled by moderation is disabled, and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resolveDestination).mockResolvedValue({
      status: 'disabled',
      message: 'Este link foi desativado por violar os Termos de Uso.',
    });
    const view = renderWithProviders(<ShortLinkRedirectPage />, {
      route: '/s/golpe',
      path: '/s/:shortCode',
    });
    expect(await screen.findByRole('heading', { name: 'Link Desativado' })).toBeInTheDocument();
    expect(
      screen.getByText('Este link foi desativado por violar os Termos de Uso.'),
    ).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(view.location()).toBe('/s/golpe');
    expect(replace).not.toHaveBeenCalled();
  });
});
