import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform, type Platform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { PrivacyTab } from './PrivacyTab';

vi.mock('@qrlink/data/privacy/get-ip-truncation', () => ({ getIpTruncation: vi.fn() }));
vi.mock('@qrlink/data/privacy/set-ip-truncation', () => ({ setIpTruncation: vi.fn() }));
vi.mock('@qrlink/data/privacy/export-my-data', () => ({ exportMyData: vi.fn() }));
vi.mock('@qrlink/core/privacy/my-data-file-name', () => ({
  myDataFileName: () => 'meus-dados-qrlink-2026-05-01.zip',
}));
const { getIpTruncation } = await import('@qrlink/data/privacy/get-ip-truncation');
const { setIpTruncation } = await import('@qrlink/data/privacy/set-ip-truncation');
const { exportMyData } = await import('@qrlink/data/privacy/export-my-data');

const saveFile = vi.fn<Platform['saveFile']>();
let restore: () => void;

describe('PrivacyTab', () => {
  beforeEach(() => {
    vi.mocked(getIpTruncation).mockResolvedValue(false);
    saveFile.mockReset().mockImplementation(async (file) => ({
      status: 'saved',
      fileName: file.fileName,
    }));
    restore = setPlatform({
      kind: 'web',
      saveFile,
      publicOrigin: async () => 'https://qr.example',
      provisionalOrigin: () => 'https://qr.example',
      desktop: null,
    });
  });
  afterEach(() => restore());

  it('truncates IPs only after confirming, and turns it off without asking', async () => {
    vi.mocked(setIpTruncation).mockResolvedValue({ truncated: 42 });
    const { user } = renderWithProviders(<PrivacyTab userId="u1" />);
    const toggle = await screen.findByLabelText(/Guardar os IPs dos visitantes truncados/);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', {
      name: 'Truncar os IPs dos seus visitantes?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Truncar' }));
    await waitFor(() => expect(setIpTruncation).toHaveBeenCalledWith(true));
    expect(await screen.findByText(/42 registros já guardados/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(setIpTruncation).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("saves the server's ZIP of every row through the Platform", async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    vi.mocked(exportMyData).mockResolvedValue(zip);
    const { user } = renderWithProviders(<PrivacyTab userId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith({
        fileName: 'meus-dados-qrlink-2026-05-01.zip',
        content: zip,
      }),
    );
    expect(await screen.findByText('Dados baixados')).toBeInTheDocument();
  });
});
