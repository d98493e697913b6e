import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { getShortLink } from '@qrlink/data/short-links/get-short-link';
import { ALIAS_TAKEN, saveShortLink } from '@qrlink/data/short-links/save-short-link';
import type { ShortLinkRow } from '@qrlink/data/short-links/list-short-links';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { ShortLinkFormPage } from './ShortLinkFormPage';
import { notifications } from '@mantine/notifications';

vi.mock('@qrlink/data/short-links/save-short-link', async (original) => ({
  ...(await original<object>()),
  saveShortLink: vi.fn(),
}));
vi.mock('@qrlink/data/short-links/get-short-link', () => ({ getShortLink: vi.fn() }));
const save = vi.mocked(saveShortLink);
const load = vi.mocked(getShortLink);

const existing: ShortLinkRow = {
  id: 'link-1',
  original_url: 'https://exemplo.com.br/promo',
  short_code: 'Ab3dE7',
  custom_alias: 'promo',
  description: 'Campanha de Natal',
  click_count: 3,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
};

function renderForm(route = '/dashboard/generate-short-link') {
  return renderWithProviders(<ShortLinkFormPage />, {
    route,
    path: route.includes('link-1')
      ? '/dashboard/generate-short-link/:linkId'
      : '/dashboard/generate-short-link',
    store: signedInStore(),
  });
}

describe('ShortLinkFormPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    save.mockReset();
    load.mockReset();
  });
  afterEach(() => notifications.clean());

  it('asks for the URL and saves nothing without it', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await screen.findByText('URL Original Obrigatória')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps only the characters an alias may hold, as they are typed', async () => {
    const { user } = renderForm();
    const alias = screen.getByLabelText(/Alias personalizado/);
    await user.type(alias, 'Natal 2026!');
    expect(alias).toHaveValue('Natal2026');
  });

  it('saves the fields for the signed-in user (the use case trims them) and returns to the list', async () => {
    save.mockResolvedValue(existing);
    const { user, location } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: '  https://exemplo.com.br/promo  ' },
    });
    fireEvent.change(screen.getByLabelText(/Descrição/), {
      target: { value: '  Campanha de Natal ' },
    });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await screen.findByText('Link encurtado com sucesso!')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 'u1',
        originalUrl: expect.stringContaining('https://exemplo.com.br/promo'),
        customAlias: '',
      }),
    );
    await waitFor(() => expect(location()).toBe('/dashboard/my-short-links'));
  });

  it('says the alias is taken and stays on the form', async () => {
    save.mockRejectedValue(new AppError('conflict', ALIAS_TAKEN.title, ALIAS_TAKEN.message));
    const { user, location } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/promo' },
    });
    await user.type(screen.getByLabelText(/Alias personalizado/), 'promo');
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await screen.findByText(ALIAS_TAKEN.message)).toBeInTheDocument();
    expect(location()).toBe('/dashboard/generate-short-link');
  });

  it('edits an existing link: its fields loaded, saved under its id', async () => {
    load.mockResolvedValue(existing);
    save.mockResolvedValue(existing);
    const { user } = renderForm('/dashboard/generate-short-link/link-1');
    expect(await screen.findByDisplayValue('https://exemplo.com.br/promo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar Link Encurtado' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Alias personalizado/)).toHaveValue('promo');
    await user.click(screen.getByRole('button', { name: 'Atualizar Link' }));
    expect(await screen.findByText('Link atualizado.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 'link-1', userId: 'u1' }));
    expect(load).toHaveBeenCalledWith('link-1', 'u1');
  });

  it("sends someone else's or a missing link back to the list with the reason", async () => {
    load.mockRejectedValue(
      new AppError(
        'not_found',
        'Link não encontrado',
        'Link não encontrado ou acesso não permitido.',
      ),
    );
    const { location } = renderForm('/dashboard/generate-short-link/link-1');
    expect(
      await screen.findByText('Link não encontrado ou acesso não permitido.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/my-short-links'));
  });
});
