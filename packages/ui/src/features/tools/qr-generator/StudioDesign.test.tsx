// The studio's Design, Logo and Moldura sections, and the scan-safety check between the design
// and a save or a download (its decoding is core's, tested there; here its verdicts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_WARNINGS, type ScanWarning } from '@qrlink/core/qr/safety/scan-warnings';
import { createQrCode } from '@qrlink/data/qr-codes/create-qr-code';
import { renderWithProviders } from '../../../../tests/render';
import {
  captureDownloads,
  cleanNotifications,
  mockCanvas,
  sessionStore,
} from '../shared/testing/test-helpers';
import QrGeneratorPage from './QrGeneratorPage';
import type * as ScanCheckModule from './studio/scan-check';
import { chooseOption, fieldInput, openSection } from './testing/studio-test-helpers';

vi.mock('@qrlink/data/qr-codes/create-qr-code', () => ({ createQrCode: vi.fn() }));
const create = vi.mocked(createQrCode);

const scan = vi.hoisted(() => ({ warnings: [] as ScanWarning[] }));
vi.mock('./studio/scan-check', async (importOriginal) => ({
  ...(await importOriginal<typeof ScanCheckModule>()),
  checkScanInBrowser: vi.fn(() => Promise.resolve(scan.warnings)),
  checkScanInBackground: vi.fn(() => Promise.resolve(scan.warnings)),
}));

function renderStudio(signedIn = true) {
  return renderWithProviders(<QrGeneratorPage />, {
    route: '/tools/qr-code-generator',
    store: sessionStore(signedIn),
  });
}

describe('QR studio design', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockCanvas();
    create.mockReset();
    create.mockResolvedValue({ id: 'novo' });
    scan.warnings = [];
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('saves the shapes, the gradient and the frame chosen', async () => {
    const { user } = renderStudio();
    await openSection(user, 'Design');
    await chooseOption(user, 'Formato dos módulos', 'Pontos');
    await chooseOption(user, 'Preenchimento', 'Degradê linear');
    expect(screen.getByRole('slider', { name: 'Ângulo do degradê' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    fireEvent.change(fieldInput('Cor final'), { target: { value: '#1c7ed6' } });
    await chooseOption(user, 'Borda dos olhos', 'Arredondado');
    await openSection(user, 'Moldura');
    await chooseOption(user, 'Estilo da moldura', 'Arredondada');
    await chooseOption(user, 'Posição do texto', 'Texto acima');
    await user.click(screen.getByRole('button', { name: 'Cardápio' }));
    expect(screen.getByRole('button', { name: 'Cardápio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0].design).toMatchObject({
      modules: {
        shape: 'dots',
        fill: {
          type: 'linear',
          angle: 45,
          stops: [
            { offset: 0, color: '#fd1455' },
            { offset: 1, color: '#1c7ed6' },
          ],
        },
      },
      eyes: { frameShape: 'rounded', ballShape: 'square' },
      frame: { style: 'rounded', position: 'top', text: 'Cardápio' },
    });
  });

  it('explains an empty frame text and saves nothing until it is fixed', async () => {
    const { user } = renderStudio();
    await openSection(user, 'Moldura');
    await chooseOption(user, 'Estilo da moldura', 'Quadrada');
    const text = fieldInput('Texto da moldura');
    fireEvent.change(text, { target: { value: '  ' } });
    const message = 'Escreva o texto da moldura (ex.: Escaneie-me).';
    expect(text).toHaveAccessibleDescription(expect.stringContaining(message));
    // The preview keeps the last good design meanwhile.
    expect(screen.getByRole('img', { name: /QR Code para/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(text, { target: { value: 'Peça já' } });
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0].design?.frame).toMatchObject({ text: 'Peça já' });
  });

  it('offers the eyes their own colours, and the logo its size, space and plate', async () => {
    const { user } = renderStudio();
    await openSection(user, 'Design');
    expect(screen.queryByRole('textbox', { name: 'Cor da borda dos olhos' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Cor própria para os olhos' }));
    fireEvent.change(fieldInput('Cor do centro dos olhos'), { target: { value: '#2f9e44' } });
    expect(fieldInput('Correção de erro')).toBeEnabled();
    await chooseOption(user, 'Correção de erro', 'Q (25%)');

    await openSection(user, 'Logo');
    expect(screen.queryByRole('slider', { name: 'Tamanho do logo' })).toBeNull();
    const logo = new File(['<svg/>'], 'marca.svg', { type: 'image/svg+xml' });
    await userEvent
      .setup()
      .upload(document.querySelector('input[type="file"]') as HTMLInputElement, logo);
    const scale = await screen.findByRole('slider', { name: 'Tamanho do logo' });
    expect(scale).toHaveAttribute('aria-valuenow', '20');
    fireEvent.keyDown(scale, { key: 'ArrowRight' });
    expect(scale).toHaveAttribute('aria-valuenow', '21');
    await chooseOption(user, 'Fundo do logo', 'Círculo');
    expect(fieldInput('Cor do fundo do logo')).toHaveValue('#ffffff');
    // With a logo the level is H, whatever was chosen.
    expect(fieldInput('Correção de erro')).toBeDisabled();
    expect(fieldInput('Correção de erro')).toHaveDisplayValue('H (30%)');

    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const saved = create.mock.calls[0]?.[0];
    expect(saved?.logoFile).toBe(logo);
    expect(saved?.design).toMatchObject({
      errorCorrectionLevel: 'Q',
      eyes: { frameColor: '#fd1455', ballColor: '#2f9e44' },
      logo: { scale: 0.21, plate: 'circle' },
    });
  });

  it('says when the code was read back in the test', async () => {
    renderStudio(false);
    expect(
      await screen.findByText('Leitura testada: este QR Code pode ser escaneado.'),
    ).toBeVisible();
  });

  it('warns about a risky design and downloads only after "Baixar mesmo assim"', async () => {
    scan.warnings = [SCAN_WARNINGS.transparentBackground()];
    const { downloads } = captureDownloads();
    const { user } = renderStudio(false);
    expect(await screen.findByText('Atenção: pode não ser lido por todos')).toBeInTheDocument();
    const advice = SCAN_WARNINGS.transparentBackground().message;
    expect(screen.getByText(advice)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    await user.click(await screen.findByRole('button', { name: 'Ajustar o design' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(downloads).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    await user.click(await screen.findByRole('button', { name: 'Baixar mesmo assim' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Confirmed once for this design: the next download does not ask again.
    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Baixar mesmo assim' })).toBeNull();
  });

  it('asks before saving a risky design too', async () => {
    scan.warnings = [SCAN_WARNINGS.lowContrast(2.4)];
    const { user } = renderStudio();
    await screen.findByText('Atenção: pode não ser lido por todos');
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    expect(create).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Salvar mesmo assim' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
  });

  it('blocks saving and downloading a code that does not read back', async () => {
    scan.warnings = [SCAN_WARNINGS.unreadable(), SCAN_WARNINGS.lowContrast(1.2)];
    const { downloads } = captureDownloads();
    renderStudio();
    expect(await screen.findByText('QR Code ilegível')).toBeInTheDocument();
    expect(
      screen.getByText('Salvar e baixar ficam bloqueados até o QR Code ser lido no teste.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PNG' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar QR Code' })).toBeDisabled();
    expect(downloads).toHaveLength(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('lets a design change unblock it: the check runs again', async () => {
    scan.warnings = [SCAN_WARNINGS.unreadable()];
    const { user } = renderStudio();
    await screen.findByText('QR Code ilegível');
    scan.warnings = [];
    await openSection(user, 'Design');
    fireEvent.change(fieldInput('Cor do QR Code'), { target: { value: '#000000' } });
    expect(
      await screen.findByText('Leitura testada: este QR Code pode ser escaneado.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar QR Code' })).toBeEnabled();
  });
});
