import { act, screen } from '@testing-library/react';
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
    vi.mocked(resolveDestination).mockResolvedValue('https://exemplo.com.br/promo');
    renderWithProviders(<QrRedirectPage />, { route: '/qr/abc', path: '/qr/:qrId' });
    expect(screen.getByText('Redirecionando...')).toBeInTheDocument();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://exemplo.com.br/promo'));
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
});
