import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { getShortLink } from '@qrlink/data/short-links/get-short-link';
import { ALIAS_TAKEN, saveShortLink } from '@qrlink/data/short-links/save-short-link';
import type { ShortLinkRow } from '@qrlink/data/short-links/list-short-links';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore, workingInStore } from '../../../../tests/session-store';
import { ShortLinkFormPage } from './ShortLinkFormPage';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@qrlink/core/validation/messages';

vi.mock('@qrlink/data/short-links/save-short-link', async (original) => ({
  ...(await original<object>()),
  saveShortLink: vi.fn(),
}));
vi.mock('@qrlink/data/short-links/get-short-link', () => ({ getShortLink: vi.fn() }));
vi.mock('@qrlink/data/domains/list-custom-domains', () => ({
  listCustomDomains: vi.fn(async () => [
    {
      id: 'dom-1',
      hostname: 'links.minhaloja.com.br',
      verification_token: 'x',
      verified_at: '2026-11-20T12:00:00Z',
      checked_at: null,
      check_problem: null,
      root_url: null,
      created_at: '2026-11-20T12:00:00Z',
    },
    {
      id: 'dom-2',
      hostname: 'pendente.minhaloja.com.br',
      verification_token: 'y',
      verified_at: null,
      checked_at: null,
      check_problem: null,
      root_url: null,
      created_at: '2026-11-20T12:00:00Z',
    },
  ]),
}));
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
  domain_id: null,
  expires_at: null,
  max_visits: null,
  ios_url: null,
  android_url: null,
  desktop_url: null,
  routes: null,
  split: null,
  roulette: null,
  preview_title: null,
  preview_description: null,
  preview_image_url: null,
  password_protected: false,
};

function renderForm(route = '/dashboard/generate-short-link', routeState?: unknown) {
  return renderWithProviders(<ShortLinkFormPage />, {
    route,
    ...(routeState === undefined ? {} : { routeState }),
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

  it("starts from the address a page's 'Criar link curto' hands over, and ignores anything else", () => {
    renderForm('/dashboard/generate-short-link', { originalUrl: 'http://x.test/p/cafe' });
    expect(screen.getByLabelText(/^URL Original/)).toHaveValue('http://x.test/p/cafe');
    cleanup();
    renderForm('/dashboard/generate-short-link', { originalUrl: 7 });
    expect(screen.getByLabelText(/^URL Original/)).toHaveValue('');
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
    fireEvent.change(screen.getByLabelText('Descrição (opcional)'), {
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
    expect(load).toHaveBeenCalledWith('link-1');
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

  it('builds UTM parameters into the destination, shown before they are applied', async () => {
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://loja.example/promo?cor=azul' },
    });
    await user.click(screen.getByRole('button', { name: 'Parâmetros UTM' }));
    await user.type(screen.getByLabelText('Origem (utm_source)'), 'instagram');
    await user.type(screen.getByLabelText('Campanha (utm_campaign)'), 'natal');
    expect(screen.getByTestId('utm-preview')).toHaveTextContent(
      'https://loja.example/promo?cor=azul&utm_source=instagram&utm_campaign=natal',
    );
    await user.click(screen.getByRole('button', { name: 'Aplicar ao destino' }));
    expect(screen.getByLabelText(/^URL Original/)).toHaveValue(
      'https://loja.example/promo?cor=azul&utm_source=instagram&utm_campaign=natal',
    );
  });

  it('checks the rules before saving and sends them with the link', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/promo' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    await user.click(screen.getByLabelText('Pedir senha para abrir'));
    await user.type(screen.getByLabelText('Senha do link'), 'abc');
    fireEvent.change(screen.getByLabelText('Android'), { target: { value: 'javascript:x' } });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(
      await screen.findByText(MESSAGES.rulePasswordLength.message, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'O destino por dispositivo deve ser um endereço http:// ou https:// válido.',
        {
          selector: '.mantine-InputWrapper-error',
        },
      ),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Limite de cliques'), '1000');
    await user.type(screen.getByLabelText('Senha do link'), 'cd');
    fireEvent.change(screen.getByLabelText('Android'), {
      target: { value: 'https://play.google.com/store/apps/details?id=x' },
    });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].rules).toEqual({
      columns: {
        expires_at: null,
        max_visits: 1000,
        ios_url: null,
        android_url: 'https://play.google.com/store/apps/details?id=x',
        desktop_url: null,
        routes: null,
        split: null,
        roulette: null,
        domain_id: null,
        preview_title: null,
        preview_description: null,
        preview_image_url: null,
      },
      password: 'abccd',
    });
  });

  it('builds smart routes, reads each one back, and saves them in order', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/promo' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar rota' }));
    const first = screen.getByRole('group', { name: 'Rota 1' });
    // A new route starts in Brazil, read back as a sentence while it is typed.
    fireEvent.change(within(first).getByLabelText('Destino da rota'), {
      target: { value: 'exemplo.com.br/almoco' },
    });
    await user.click(within(first).getByRole('button', { name: 'Adicionar condição à Rota 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dias e horário', hidden: true }));
    expect(
      within(first).getByText(
        'Se o visitante estiver no Brasil e for de 11h a 15h: exemplo.com.br/almoco',
      ),
    ).toBeInTheDocument();

    // A second route with a condition left empty is refused with its reason.
    await user.click(screen.getByRole('button', { name: 'Adicionar rota' }));
    const second = screen.getByRole('group', { name: 'Rota 2' });
    fireEvent.change(within(second).getByLabelText('Destino da rota'), {
      target: { value: 'https://exemplo.com.br/en' },
    });
    await user.click(
      within(second).getByRole('button', { name: 'Remover a condição "País" da Rota 2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(
      await within(second).findByText(MESSAGES.routeConditionRequired.message),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.click(within(second).getByRole('button', { name: 'Adicionar condição à Rota 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dispositivo', hidden: true }));
    await user.click(within(second).getByRole('checkbox', { name: 'iPhone ou iPad' }));
    // The second route goes first.
    await user.click(within(second).getByRole('button', { name: 'Mover "Rota 2" para cima' }));
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].rules?.columns.routes).toEqual([
      { url: 'https://exemplo.com.br/en', devices: ['ios'] },
      {
        url: 'https://exemplo.com.br/almoco',
        countries: ['BR'],
        hours: { days: [0, 1, 2, 3, 4, 5, 6], from: '11:00', to: '15:00' },
      },
    ]);
  });

  it('runs an A/B test, and makes its winner the only destination in one click', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/a' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar variante' }));
    const b = screen.getByRole('group', { name: 'Variante B' });
    expect(screen.getByText('Destino principal (variante A): 50% dos visitantes.')).toBeVisible();
    fireEvent.change(within(b).getByLabelText('Destino da variante'), {
      target: { value: 'exemplo.com.br/b' },
    });
    await user.clear(within(b).getByLabelText('Parte (%)'));
    await user.type(within(b).getByLabelText('Parte (%)'), '40');
    expect(screen.getByText('Destino principal (variante A): 60% dos visitantes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].rules?.columns.split).toEqual([
      { url: 'https://exemplo.com.br/b', weight: 40 },
    ]);

    // The winner: one click makes it the address, and the test ends.
    cleanup();
    const again = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/a' },
    });
    await again.user.click(screen.getByRole('button', { name: 'Regras do link' }));
    await again.user.click(screen.getByRole('button', { name: 'Adicionar variante' }));
    const winner = screen.getByRole('group', { name: 'Variante B' });
    fireEvent.change(within(winner).getByLabelText('Destino da variante'), {
      target: { value: 'https://exemplo.com.br/b' },
    });
    await again.user.click(
      within(winner).getByRole('button', { name: 'Usar como destino principal' }),
    );
    expect(screen.getByLabelText(/^URL Original/)).toHaveValue('https://exemplo.com.br/b');
    expect(screen.queryByRole('group', { name: 'Variante B' })).not.toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0].rules?.columns.split).toBeNull();
  });

  it('hands visitors to WhatsApp attendants, in turn or by weight, never beside an A/B test', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/a' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    await user.click(screen.getByRole('switch', { name: /Roleta de WhatsApp/ }));
    // A roulette replaces the A/B test: its editor is gone while the roulette is on.
    expect(screen.queryByRole('button', { name: 'Adicionar variante' })).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Atendente 1' });
    const second = screen.getByRole('group', { name: 'Atendente 2' });
    fireEvent.change(within(first).getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(within(first).getByLabelText('WhatsApp'), {
      target: { value: '(11) 98765-4321' },
    });
    fireEvent.change(within(first).getByLabelText('Mensagem inicial'), {
      target: { value: 'Olá!' },
    });
    await user.clear(within(first).getByLabelText('Peso'));
    await user.type(within(first).getByLabelText('Peso'), '3');
    expect(within(first).getByText('75% dos visitantes')).toBeVisible();
    fireEvent.change(within(second).getByLabelText('Nome'), { target: { value: 'Bia' } });
    fireEvent.change(within(second).getByLabelText('WhatsApp'), { target: { value: '1234' } });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(await within(second).findByText(MESSAGES.roulettePhoneInvalid.message)).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(within(second).getByLabelText('WhatsApp'), {
      target: { value: '+55 21 98765-4321' },
    });
    await user.click(screen.getByRole('radio', { name: 'Rodízio' }));
    expect(within(first).queryByLabelText('Peso')).not.toBeInTheDocument();
    expect(within(first).getByText('50% dos visitantes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].rules?.columns.roulette).toEqual({
      mode: 'turn',
      attendants: [
        { name: 'Ana', phone: '+5511987654321', message: 'Olá!', weight: 3 },
        { name: 'Bia', phone: '+5521987654321', message: '', weight: 1 },
      ],
    });
  });

  it('prints the link on a verified own domain of the workspace when chosen', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderWithProviders(<ShortLinkFormPage />, {
      route: '/dashboard/generate-short-link',
      path: '/dashboard/generate-short-link',
      store: workingInStore('w2'),
    });
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/a' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    const domain = await screen.findByRole('combobox', { name: 'Domínio' });
    await user.click(domain);
    const options = document.getElementById(domain.getAttribute('aria-controls') ?? '')!;
    // Only verified domains are offered, beside the app's address.
    expect(
      within(options)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual([`${window.location.host} (padrão)`, 'links.minhaloja.com.br']);
    await user.click(
      within(options).getByRole('option', { name: 'links.minhaloja.com.br', hidden: true }),
    );
    expect(screen.getByText('https://links.minhaloja.com.br/')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].rules?.columns.domain_id).toBe('dom-1');
  });

  it('sets the preview crawlers show, drawn as they would draw it', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL Original/), {
      target: { value: 'https://exemplo.com.br/promo' },
    });
    await user.click(screen.getByRole('button', { name: 'Regras do link' }));
    fireEvent.change(screen.getByLabelText('Título da prévia'), {
      target: { value: 'Promoção de Natal' },
    });
    fireEvent.change(screen.getByLabelText('Descrição da prévia'), {
      target: { value: '  Tudo pela metade  ' },
    });
    fireEvent.change(screen.getByLabelText('Imagem da prévia (endereço)'), {
      target: { value: 'javascript:alert(1)' },
    });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    expect(
      await screen.findByText(MESSAGES.rulePreviewImageInvalid.message, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Imagem da prévia (endereço)'), {
      target: { value: 'exemplo.com.br/natal.png' },
    });
    await user.click(screen.getByRole('button', { name: 'Encurtar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].rules?.columns).toMatchObject({
      preview_title: 'Promoção de Natal',
      preview_description: 'Tudo pela metade',
      preview_image_url: 'https://exemplo.com.br/natal.png',
    });
  });

  it('keeps, or removes, the password of a protected link', async () => {
    load.mockResolvedValue({ ...existing, password_protected: true, max_visits: 50 });
    save.mockResolvedValue(existing);
    const { user } = renderForm('/dashboard/generate-short-link/link-1');
    expect(await screen.findByText('Uma senha já protege este link.')).toBeInTheDocument();
    expect(screen.getByLabelText('Limite de cliques')).toHaveValue('50');
    await user.click(screen.getByLabelText('Pedir senha para abrir'));
    await user.click(screen.getByRole('button', { name: 'Atualizar Link' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].rules?.password).toBeNull();
  });
});
