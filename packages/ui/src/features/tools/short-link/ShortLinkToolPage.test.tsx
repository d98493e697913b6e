import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { createShortLink } from '@qrlink/data/short-links/create-short-link';
import { renderWithProviders } from '../../../../tests/render';
import { cleanNotifications, mockClipboard, sessionStore } from '../shared/testing/test-helpers';
import ShortLinkToolPage from './ShortLinkToolPage';

vi.mock('@qrlink/data/short-links/create-short-link', () => ({ createShortLink: vi.fn() }));
const create = vi.mocked(createShortLink);
const origin = window.location.origin;

function typeInto(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function renderPage(signedIn = false) {
  return renderWithProviders(<ShortLinkToolPage />, { store: sessionStore(signedIn) });
}

const created = {
  id: 'id-1',
  shortCode: 'Ab3dE7q',
  customAlias: 'minha-promo',
  originalUrl: 'https://exemplo.com.br/',
};

// The machine is shared: the generous timeout keeps slow runs from failing spuriously.
describe('ShortLinkToolPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    create.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanNotifications();
  });

  it('removes characters an alias cannot hold as they are typed', async () => {
    const { user } = renderPage();
    const alias = screen.getByLabelText('Alias personalizado (opcional)');
    await user.type(alias, 'minha promo!@ 2025');
    expect(alias).toHaveValue('minhapromo2025');
    expect(screen.getByText(`${origin}/s/`)).toBeInTheDocument();
  });

  it('asks for the URL and calls nothing when it is empty', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await screen.findByText('URL Original Obrigatória')).toBeInTheDocument();
    expect(
      screen.getAllByText('Por favor, insira a URL que deseja encurtar.').length,
    ).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the new link, clears the fields and copies with a 2-second check mark', async () => {
    create.mockResolvedValue(created);
    const { user } = renderPage();
    const writeText = mockClipboard();
    typeInto(screen.getByLabelText(/URL Original/), 'https://exemplo.com.br');
    await user.type(screen.getByLabelText('Alias personalizado (opcional)'), 'minha-promo');
    typeInto(screen.getByLabelText('Descrição (opcional)'), 'Promoção');
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));

    const link = await screen.findByTestId('short-link-result');
    expect(link).toHaveAttribute('href', `${origin}/s/minha-promo`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(create.mock.calls[0]?.[0]).toEqual({
      originalUrl: 'https://exemplo.com.br',
      customAlias: 'minha-promo',
      description: 'Promoção',
    });
    expect(screen.getByText('Link encurtado com sucesso!')).toBeInTheDocument();
    expect(screen.getByLabelText(/URL Original/)).toHaveValue('');
    expect(screen.getByLabelText('Alias personalizado (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Descrição (opcional)')).toHaveValue('');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(`${origin}/s/minha-promo`);
    expect(screen.getByTestId('copy-done')).toBeInTheDocument();
    expect(
      screen.getByText('O link encurtado foi copiado para sua área de transferência.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId('copy-done')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('copy-done')).not.toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    create.mockResolvedValue(created);
    const { user } = renderPage();
    mockClipboard(() => Promise.reject(new Error('denied')));
    typeInto(screen.getByLabelText(/URL Original/), 'https://exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Não foi possível copiar o link.')).toBeInTheDocument();
    expect(screen.queryByTestId('copy-done')).not.toBeInTheDocument();
  });

  it('shows the duplicate-alias message and keeps what was typed', async () => {
    create.mockRejectedValue(
      new AppError(
        'conflict',
        'Erro ao encurtar link',
        'Este alias personalizado já está em uso. Tente outro.',
      ),
    );
    const { user } = renderPage();
    typeInto(screen.getByLabelText(/URL Original/), 'https://exemplo.com.br');
    await user.type(screen.getByLabelText('Alias personalizado (opcional)'), 'promo');
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await screen.findByText('Erro ao encurtar link')).toBeInTheDocument();
    expect(
      screen.getByText('Este alias personalizado já está em uso. Tente outro.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Alias personalizado (opcional)')).toHaveValue('promo');
    expect(screen.queryByTestId('short-link-result')).not.toBeInTheDocument();
  });

  it('disables the button and says Encurtando... while the request runs', async () => {
    let finish: (value: typeof created) => void = () => {};
    create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage();
    typeInto(screen.getByLabelText(/URL Original/), 'https://exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Encurtando/ })).toBeDisabled());
    await act(async () => finish(created));
    expect(await screen.findByRole('button', { name: 'Encurtar Link' })).toBeEnabled();
  });

  it('links signed-in users to their links and visitors to login and sign-up', () => {
    const { unmount } = renderPage(true);
    expect(screen.getByRole('link', { name: 'Ver meus links e estatísticas' })).toHaveAttribute(
      'href',
      '/dashboard/my-short-links',
    );
    unmount();
    renderPage(false);
    expect(screen.getByRole('link', { name: 'Faça login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'cadastre-se' })).toHaveAttribute('href', '/register');
  });
});
