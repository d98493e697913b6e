import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { getPage } from '@qrlink/data/pages/get-page';
import { savePage, SLUG_TAKEN } from '@qrlink/data/pages/save-page';
import { getWorkspacePlan } from '@qrlink/data/teams/get-workspace-plan';
import { listMyWorkspaces } from '@qrlink/data/teams/list-my-workspaces';
import { uploadMenuPdf } from '@qrlink/data/pages/upload-menu-pdf';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { PageEditorPage } from './PageEditorPage';
import { linkPageRow } from '../../../../tests/page-row';

vi.mock('@qrlink/data/pages/save-page', async (original) => ({
  ...(await original<object>()),
  savePage: vi.fn(),
}));
vi.mock('@qrlink/data/pages/get-page', () => ({ getPage: vi.fn() }));
vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
vi.mock('@qrlink/data/teams/get-workspace-plan', () => ({ getWorkspacePlan: vi.fn() }));
vi.mock('@qrlink/data/pages/upload-menu-pdf', () => ({ uploadMenuPdf: vi.fn() }));
const save = vi.mocked(savePage);
const load = vi.mocked(getPage);

const existing = linkPageRow;

function renderEditor(route = '/dashboard/pages/new') {
  return renderWithProviders(<PageEditorPage />, {
    route,
    path: route.endsWith('new') ? '/dashboard/pages/new' : '/dashboard/pages/:pageId',
    store: workingInStore('w1'),
  });
}

const previewHtml = () =>
  screen.getByTitle('Pré-visualização da página').getAttribute('srcdoc') ?? '';

describe('PageEditorPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    save.mockReset();
    load.mockReset();
    vi.mocked(listMyWorkspaces).mockResolvedValue([
      { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
    ] as never);
    vi.mocked(getWorkspacePlan).mockResolvedValue({
      planName: 'Básico',
      ownerIsMe: true,
      ownerName: 'Ana',
      members: 1,
      maxSeats: 1,
      pageBadge: false,
    });
  });
  afterEach(() => notifications.clean());

  it('makes the address from the name, marks a bad button and saves nothing until it is right', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderEditor();
    fireEvent.change(screen.getByLabelText(/Nome da página/), {
      target: { value: 'Café da Praça' },
    });
    expect(screen.getByLabelText(/Endereço da página/)).toHaveValue('cafe-da-praca');
    fireEvent.change(screen.getByLabelText(/Nome exibido/), {
      target: { value: 'Café <b>da</b> Praça' },
    });
    await user.click(screen.getByRole('button', { name: 'Adicionar botão' }));
    await user.click(await screen.findByRole('menuitem', { name: 'WhatsApp', hidden: true }));
    fireEvent.change(screen.getByLabelText('Número do WhatsApp'), { target: { value: '123' } });
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(
      (await screen.findAllByText('Informe um telefone válido para o botão.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Número do WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Número do WhatsApp'), {
      target: { value: '(41) 99999-8888' },
    });
    fireEvent.change(screen.getByLabelText(/Mensagem inicial/), { target: { value: 'Oi!' } });
    // The preview draws what was typed, escaped, as the server will.
    await waitFor(() =>
      expect(previewHtml()).toContain('href="https://wa.me/5541999998888?text=Oi!"'),
    );
    expect(previewHtml()).toContain('<h1>Café &lt;b&gt;da&lt;/b&gt; Praça</h1>');
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({
      slug: 'cafe-da-praca',
      title: 'Café da Praça',
      published: true,
      content: {
        name: 'Café <b>da</b> Praça',
        buttons: [
          {
            kind: 'whatsapp',
            label: 'Fale no WhatsApp',
            target: '(41) 99999-8888',
            message: 'Oi!',
          },
        ],
      },
    });
  });

  it('adds social icons: a bad address is marked on its network, a good one is saved', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderEditor();
    fireEvent.change(screen.getByLabelText(/Nome da página/), { target: { value: 'Café' } });
    fireEvent.change(screen.getByLabelText(/Nome exibido/), { target: { value: 'Café' } });
    const group = screen.getByRole('group', { name: 'Redes sociais da página' });
    fireEvent.change(within(group).getByLabelText('YouTube'), { target: { value: 'nada de url' } });
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() =>
      expect(within(group).getByLabelText('YouTube')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(within(group).getByLabelText('YouTube'), { target: { value: '' } });
    fireEvent.change(within(group).getByLabelText('Instagram'), {
      target: { value: 'instagram.com/cafe' },
    });
    await waitFor(() => expect(previewHtml()).toContain('aria-label="Instagram"'));
    // The preview counts nothing.
    expect(previewHtml()).not.toContain('ping=');
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].content).toMatchObject({
      socials: [{ network: 'instagram', target: 'instagram.com/cafe' }],
    });
  });

  it('reorders the buttons with the arrows, and tells a taken address', async () => {
    load.mockResolvedValue(existing);
    save.mockRejectedValue(AppError.of('conflict', SLUG_TAKEN));
    const { user } = renderEditor('/dashboard/pages/p1');
    expect(await screen.findByDisplayValue('Cardápio')).toBeInTheDocument();
    const labels = () =>
      screen.getAllByLabelText('Texto do botão').map((input) => (input as HTMLInputElement).value);
    expect(labels()).toEqual(['Cardápio', 'Ligar']);
    expect(screen.queryByText('Contraste baixo')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cor dos botões'), { target: { value: '#ffcccc' } });
    expect(await screen.findByText('Contraste baixo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mover "Cardápio" para baixo' }));
    expect(labels()).toEqual(['Ligar', 'Cardápio']);
    expect(screen.getByRole('button', { name: 'Mover "Ligar" para cima' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({
      id: 'p1',
      content: { buttons: [{ label: 'Ligar' }, { label: 'Cardápio' }] },
    });
    expect(await screen.findByText(SLUG_TAKEN.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover "Ligar"' }));
    expect(labels()).toEqual(['Cardápio']);
    expect(within(document.body).queryByText('Somente leitura')).not.toBeInTheDocument();
  });

  it("makes a Pix button's code from the key, name and city", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Adicionar botão' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pix', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Gerar código a partir da chave Pix' }));
    fireEvent.change(screen.getByLabelText('Chave Pix'), {
      target: { value: 'loja@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Nome de quem recebe'), { target: { value: 'Loja' } });
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByText('Informe a cidade de quem recebe o Pix.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cidade de quem recebe'), {
      target: { value: 'Curitiba' },
    });
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    const code = screen.getByLabelText('Pix Copia e Cola') as HTMLTextAreaElement;
    await waitFor(() => expect(code.value).toMatch(/^000201.*loja@example\.com.*LOJA.*CURITIBA/));
  });

  it('makes a business card: its own fields, checked, and a preview with Salvar contato', async () => {
    save.mockResolvedValue(existing);
    const { user } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Cartão de visita digital' }));
    expect(screen.queryByRole('button', { name: 'Adicionar botão' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Nome da página/), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText(/Nome exibido/), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('Cargo'), { target: { value: 'Confeiteira' } });
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '99' } });
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(screen.getByLabelText('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '(41) 99999-8888' } });
    await waitFor(() => expect(previewHtml()).toContain('href="https://wa.me/5541999998888"'));
    expect(previewHtml()).toContain('Salvar contato');
    expect(previewHtml()).toContain('Confeiteira');
    expect(previewHtml()).not.toContain('Feito com QR Link');
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({
      kind: 'card',
      slug: 'ana-souza',
      content: { name: 'Ana Souza', role: 'Confeiteira', whatsapp: '(41) 99999-8888', email: '' },
    });
  });

  it('makes a digital menu: sections and items with prices and tags, checked, previewed', async () => {
    save.mockResolvedValue(existing);
    vi.mocked(getWorkspacePlan).mockResolvedValue({
      planName: 'Grátis',
      ownerIsMe: true,
      ownerName: 'Ana',
      members: 1,
      maxSeats: 1,
      pageBadge: true,
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Cardápio digital' }));
    fireEvent.change(screen.getByLabelText(/Nome da página/), { target: { value: 'Café' } });
    fireEvent.change(screen.getByLabelText(/Nome exibido/), { target: { value: 'Café' } });
    fireEvent.change(screen.getByLabelText('WhatsApp para pedidos'), {
      target: { value: '(41) 99999-8888' },
    });
    // A new menu starts with one section and one empty item: saving marks what is missing.
    expect(screen.getByLabelText(/Título da seção/)).toHaveValue('Pratos');
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(screen.getByLabelText(/Nome do item/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Preço/)).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Nome do item/), {
      target: { value: 'Pão de queijo' },
    });
    await user.type(screen.getByLabelText(/Preço/), '6,5');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetariano' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    fireEvent.change(screen.getByLabelText('Dias'), { target: { value: 'Seg a Sex' } });
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '7h às 19h' } });
    // The preview redraws a moment after the last change (the hours): wait for that one.
    await waitFor(() => expect(previewHtml()).toContain('<dt>Seg a Sex</dt>'));
    expect(previewHtml()).toContain('<h3>Pão de queijo</h3>');
    expect(previewHtml()).toContain('R$\u00a06,50');
    expect(previewHtml()).toContain('<span>Vegetariano</span>');
    expect(previewHtml()).toContain('Pedir pelo WhatsApp');
    // Grátis (this test's plan): the preview shows the badge the served page will.
    expect(previewHtml()).toContain('Feito com QR Link');

    await user.click(screen.getByRole('button', { name: 'Adicionar seção' }));
    const titles = screen.getAllByLabelText(/Título da seção/);
    fireEvent.change(titles[1]!, { target: { value: 'Bebidas' } });
    fireEvent.change(screen.getAllByLabelText(/Nome do item/)[1]!, {
      target: { value: 'Café coado' },
    });
    await user.type(screen.getAllByLabelText(/Preço/)[1]!, '7');
    await user.click(screen.getByRole('button', { name: 'Mover "Bebidas" para cima' }));
    expect(
      screen.getAllByLabelText(/Título da seção/).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Bebidas', 'Pratos']);
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({
      kind: 'menu',
      content: {
        whatsapp: '(41) 99999-8888',
        hours: [{ days: 'Seg a Sex', time: '7h às 19h' }],
        sections: [
          { title: 'Bebidas', items: [{ name: 'Café coado', priceCents: 700, tags: [] }] },
          {
            title: 'Pratos',
            items: [{ name: 'Pão de queijo', priceCents: 650, tags: ['vegetariano'] }],
          },
        ],
      },
    });
  });

  it("makes a menu of a PDF: uploaded into the workspace's folder, opened by its own button", async () => {
    save.mockResolvedValue(existing);
    const pdfUrl = 'https://qr.example/storage/v1/object/public/page_files/w1/cardapio-1.pdf';
    vi.mocked(uploadMenuPdf).mockResolvedValue(pdfUrl);
    const { user, container } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Cardápio digital' }));
    fireEvent.change(screen.getByLabelText(/Nome da página/), { target: { value: 'Café' } });
    fireEvent.change(screen.getByLabelText(/Nome exibido/), { target: { value: 'Café' } });
    const file = new File(['%PDF-1.4'], 'cardapio.pdf', { type: 'application/pdf' });
    await user.upload(
      container.querySelector('input[type="file"][accept="application/pdf"]')!,
      file,
    );
    expect(uploadMenuPdf).toHaveBeenCalledWith('w1', file);
    expect(await screen.findByRole('link', { name: 'Ver PDF enviado' })).toHaveAttribute(
      'href',
      pdfUrl,
    );
    await waitFor(() => expect(previewHtml()).toContain('Ver cardápio em PDF'));
    // The PDF is the menu: the starting section goes.
    await user.click(screen.getByRole('button', { name: 'Remover "Pratos"' }));
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({
      kind: 'menu',
      content: { pdfUrl, sections: [] },
    });
  });
});
