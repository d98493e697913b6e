import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designFromColors, DEFAULT_QR_DESIGN } from '@qrlink/core/qr/design/qr-design';
import { AppError } from '@qrlink/data/errors';
import { createQrCode } from '@qrlink/data/qr-codes/create-qr-code';
import { updateQrCode } from '@qrlink/data/qr-codes/update-qr-code';
import { renderWithProviders } from '../../../../tests/render';
import {
  TEST_USER,
  captureDownloads,
  cleanNotifications,
  mockCanvas,
  sessionStore,
} from '../shared/testing/test-helpers';
import { QrEditor } from './components/QrEditor';
import QrGeneratorPage from './QrGeneratorPage';

vi.mock('@qrlink/data/qr-codes/create-qr-code', () => ({ createQrCode: vi.fn() }));
vi.mock('@qrlink/data/qr-codes/update-qr-code', () => ({ updateQrCode: vi.fn() }));
const create = vi.mocked(createQrCode);
const update = vi.mocked(updateQrCode);

function renderPage(signedIn: boolean) {
  return renderWithProviders(<QrGeneratorPage />, {
    route: '/tools/qr-code-generator',
    store: sessionStore(signedIn),
  });
}

function urlInput() {
  return screen.getByLabelText(/URL de destino/);
}

/** One of the studio's (native) selects. */
function selectInput(label: string) {
  return screen.getByRole('combobox', { name: label });
}

function fileInput() {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

// The machine is shared: the generous timeout keeps slow runs from failing spuriously.
describe('QR generator', { timeout: 20_000 }, () => {
  let canvas: ReturnType<typeof mockCanvas>;
  beforeEach(() => {
    canvas = mockCanvas();
    create.mockReset();
    update.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('tells visitors saving needs an account and sends them to login', async () => {
    const { user, location } = renderPage(false);
    expect(screen.getByRole('heading', { name: 'Gerador de QR Code' })).toBeInTheDocument();
    expect(screen.getByText('Funcionalidade Limitada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'faça login' })).toHaveAttribute(
      'href',
      '/login?redirect=/tools/qr-code-generator',
    );
    expect(screen.getByRole('link', { name: 'crie uma conta grátis' })).toHaveAttribute(
      'href',
      '/register?redirect=/tools/qr-code-generator',
    );
    await user.click(screen.getByRole('button', { name: 'Login para Salvar' }));
    expect(await screen.findByText('Login Necessário')).toBeInTheDocument();
    expect(screen.getByText('Você precisa fazer login para salvar QR Codes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fazer Login' }));
    expect(location()).toBe('/login?redirect=/tools/qr-code-generator');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the visitor's notice while the session loads, as the prerendered page does", () => {
    // The default store: the session still loading.
    renderWithProviders(<QrGeneratorPage />, { route: '/tools/qr-code-generator' });
    expect(screen.getByText('Funcionalidade Limitada')).toBeInTheDocument();
  });

  it('saves for a signed-in user with the default colours, then goes to my QR codes', async () => {
    let finish: (value: { id: string }) => void = () => {};
    create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, location } = renderPage(true);
    expect(screen.queryByText('Funcionalidade Limitada')).not.toBeInTheDocument();
    fireEvent.change(urlInput(), { target: { value: 'https://minhaloja.com.br/promo' } });
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(create).toHaveBeenCalledWith({
      userId: TEST_USER.id,
      targetUrl: 'https://minhaloja.com.br/promo',
      design: DEFAULT_QR_DESIGN,
      logoFile: null,
      rules: {
        columns: {
          expires_at: null,
          max_visits: null,
          ios_url: null,
          android_url: null,
          desktop_url: null,
          routes: null,
          split: null,
          roulette: null,
          domain_id: null,
          preview_title: null,
          preview_description: null,
          preview_image_url: null,
        },
        password: undefined,
      },
      organisation: { folderId: null, tags: [] },
    });
    await act(async () => finish({ id: 'new-id' }));
    await waitFor(() => expect(location()).toBe('/dashboard/my-qrs'));
  });

  it('explains a destination that is not an http(s) address when the field is left', () => {
    renderPage(true);
    fireEvent.change(urlInput(), { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(urlInput());
    expect(
      screen.getByText(
        'Links javascript:, data:, file: e semelhantes não são permitidos. Use um endereço http:// ou https://.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(urlInput(), { target: { value: 'exemplo.com.br' } });
    fireEvent.blur(urlInput());
    expect(screen.queryByText(/não são permitidos/)).not.toBeInTheDocument();
  });

  it('disables saving while the destination URL is empty', () => {
    renderPage(true);
    fireEvent.change(urlInput(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Salvar QR Code' })).toBeDisabled();
    expect(screen.getByText('Informe a URL de destino para ver o QR Code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PNG' })).toBeDisabled();
  });

  it('shows the mapped save error and stays on the page', async () => {
    create.mockRejectedValue(
      new AppError(
        'unknown',
        'Erro ao Salvar',
        'Falha ao salvar dados do QR Code: tente novamente.',
      ),
    );
    const { user, location } = renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    expect(await screen.findByText('Erro ao Salvar')).toBeInTheDocument();
    expect(
      screen.getByText('Falha ao salvar dados do QR Code: tente novamente.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/tools/qr-code-generator');
    expect(screen.getByRole('button', { name: 'Salvar QR Code' })).toBeEnabled();
  });

  it('refuses logos of the wrong format or over 2 MB, and removes a chosen one', async () => {
    renderPage(true);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    expect(screen.getByText('PNG, JPG, SVG. Máx 2MB. Recomendado: quadrado.')).toBeInTheDocument();

    await user.upload(fileInput(), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Erro de Formato')).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, selecione um arquivo PNG, JPG ou SVG.'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('Erro de Tamanho')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover logo' })).not.toBeInTheDocument();

    const logo = new File(['<svg/>'], 'marca.svg', { type: 'image/svg+xml' });
    await user.upload(fileInput(), logo);
    expect(await screen.findByRole('img', { name: 'Logo selecionado' })).toHaveAttribute(
      'src',
      'blob:logo-preview',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ logoFile: logo });

    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    expect(screen.queryByRole('img', { name: 'Logo selecionado' })).not.toBeInTheDocument();
  });

  it('resizes the preview with an accessible slider (128-512, step 8) and downloads a 1024 px PNG', async () => {
    const { downloads } = captureDownloads();
    const { user } = renderPage(false);
    const slider = screen.getByRole('slider', { name: 'Tamanho da pré-visualização' });
    expect(slider).toHaveAttribute('aria-valuemin', '128');
    expect(slider).toHaveAttribute('aria-valuemax', '512');
    expect(slider).toHaveAttribute('aria-valuenow', '256');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '264');
    const qr = screen.getByRole('img', { name: /QR Code para https:\/\// });
    await waitFor(() => expect((qr as HTMLCanvasElement).width).toBe(264));
    expect(canvas.ctx.fillRect).toHaveBeenCalled();

    // The preview's size is only how big it is on screen; the file has its own size.
    expect(selectInput('Tamanho do PNG')).toHaveDisplayValue('1024 px');
    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('qrcode_1024x1024.png');
    expect(await screen.findByText('QR Code baixado.')).toBeInTheDocument();
  });

  it('reports a PNG the browser refuses to produce', async () => {
    canvas.toBlob.mockImplementation((callback: BlobCallback) => callback(null));
    const { downloads } = captureDownloads();
    const { user } = renderPage(false);
    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    expect(await screen.findByText('Erro de Download')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('edits an existing code: its title, labels, dynamic URL and logo removal', async () => {
    update.mockResolvedValue({ id: 'qr-42' });
    const existing = {
      id: 'qr-42',
      contentType: 'url' as const,
      targetUrl: 'https://antigo.com.br',
      design: designFromColors('#000000', '#ffffff'),
      logoUrl: 'https://cdn.exemplo.com.br/logo.png',
    };
    const { user, location } = renderWithProviders(<QrEditor existingCode={existing} />, {
      route: '/dashboard/generate-qr/qr-42',
      store: sessionStore(true),
    });
    expect(screen.getByRole('heading', { name: 'Editar QR Code' })).toBeInTheDocument();
    expect(screen.getByTestId('dynamic-url')).toHaveTextContent(
      `${window.location.origin}/qr/qr-42`,
    );
    expect(screen.getByRole('img', { name: /QR Code para .*\/qr\/qr-42/ })).toBeInTheDocument();
    // A saved code keeps its type.
    expect(selectInput('Tipo de conteúdo')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Logo' }));
    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    fireEvent.change(urlInput(), { target: { value: 'https://novo.com.br' } });
    await user.click(screen.getByRole('button', { name: 'Atualizar QR Code' }));
    expect(update).toHaveBeenCalledWith({
      id: 'qr-42',
      userId: TEST_USER.id,
      targetUrl: 'https://novo.com.br',
      design: existing.design,
      logo: { kind: 'remove' },
      rules: {
        columns: {
          expires_at: null,
          max_visits: null,
          ios_url: null,
          android_url: null,
          desktop_url: null,
          routes: null,
          split: null,
          roulette: null,
          domain_id: null,
          preview_title: null,
          preview_description: null,
          preview_image_url: null,
        },
        password: undefined,
      },
    });
    await waitFor(() => expect(location()).toBe('/dashboard/my-qrs'));
  });
});
