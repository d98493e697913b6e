// The vCard download inside the desktop app: the Save dialog through the Platform, no browser
// download; closing the dialog is not an error.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '@/lib/platform/desktop-platform';
import { setPlatform } from '@/lib/platform/platform';
import { fakeBridge } from '@/lib/platform/testing/fake-bridge';
import { renderWithProviders } from '../../../../tests/render';
import { captureDownloads, cleanNotifications, mockCanvas } from '../shared/testing/test-helpers';
import VCardToolPage from './VCardToolPage';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('VCardToolPage in the desktop app', { timeout: 20_000 }, () => {
  let restore: () => void;
  let bridge: ReturnType<typeof fakeBridge>;
  let downloads: ReturnType<typeof captureDownloads>['downloads'];
  beforeEach(() => {
    mockCanvas();
    downloads = captureDownloads().downloads;
    bridge = fakeBridge();
    restore = setPlatform(createDesktopPlatform(bridge, 'https://qr.loja.com.br'));
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('opens the Save dialog with the spec file name and names the file the user kept', async () => {
    vi.mocked(bridge.saveFile).mockResolvedValue({
      status: 'saved',
      fileName: 'cartão da ana.vcf',
    });
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    expect(await screen.findByText('O arquivo cartão da ana.vcf foi baixado.')).toBeInTheDocument();
    const request = vi.mocked(bridge.saveFile).mock.calls[0]?.[0];
    expect(request?.fileName).toBe('ana_souza.vcf');
    expect(new TextDecoder().decode(request?.data as Uint8Array)).toMatch(
      /^BEGIN:VCARD\r\nVERSION:4\.0/,
    );
    expect(downloads).toHaveLength(0);
  });

  it('says nothing when the Save dialog is cancelled', async () => {
    vi.mocked(bridge.saveFile)
      .mockResolvedValueOnce({ status: 'cancelled' })
      .mockResolvedValueOnce({ status: 'saved', fileName: 'ana.vcf' });
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    const download = screen.getByRole('button', { name: 'Gerar e Baixar vCard' });
    await user.click(download);
    // No sleep to let a wrong toast show up: the second save goes through the same steps after
    // the cancelled one, so once its toast is on screen the first has had every chance to speak.
    await user.click(download);
    expect(await screen.findByText('O arquivo ana.vcf foi baixado.')).toBeInTheDocument();
    expect(bridge.saveFile).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('vCard Gerado!')).toHaveLength(1);
    expect(screen.queryByText('Erro ao gerar vCard')).not.toBeInTheDocument();
  });
});

describe('bulk vCards from a CSV (desktop app)', { timeout: 20_000 }, () => {
  let restore: () => void;
  let bridge: ReturnType<typeof fakeBridge>;
  beforeEach(() => {
    mockCanvas();
    bridge = fakeBridge();
    restore = setPlatform(createDesktopPlatform(bridge, 'https://qr.loja.com.br'));
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
    cleanNotifications();
  });

  const csv = new File(
    [
      'Nome;Sobrenome;E-mail\r\nAna;Souza;ana@exemplo.com.br\r\nAna;Souza;ana2@exemplo.com.br\r\n;Sem;\r\n',
    ],
    'contatos.csv',
    { type: 'text/csv' },
  );

  it('writes one .vcf per valid contact into a folder and lists the rows left out', async () => {
    vi.mocked(bridge.saveFilesToFolder).mockResolvedValue({
      status: 'completed',
      folderName: '/home/ana/Contatos',
      written: 2,
      skipped: [],
      failed: [],
      indexFile: null,
      elapsedMs: 12,
    });
    const { user, container } = renderWithProviders(<VCardToolPage />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, csv);
    expect(await screen.findByText('contatos.csv: 2 contato(s) válido(s)')).toBeInTheDocument();
    expect(screen.getByText(/Linha 4: Nome e Sobrenome/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar vCards' }));
    expect(await screen.findByText('2 arquivos salvos em /home/ana/Contatos.')).toBeInTheDocument();
    const files = vi.mocked(bridge.saveFilesToFolder).mock.calls[0]?.[0].files ?? [];
    expect(files.map((file) => file.fileName)).toEqual(['ana_souza.vcf', 'ana_souza.vcf']);
    expect(files[1]?.data).toContain('EMAIL;TYPE=work;PREF=1:ana2@exemplo.com.br');
  });

  it('or one file holding every card, through the Save dialog', async () => {
    vi.mocked(bridge.saveFile).mockResolvedValue({ status: 'saved', fileName: 'contatos.vcf' });
    const { user, container } = renderWithProviders(<VCardToolPage />);
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, csv);
    await user.click(await screen.findByLabelText('Um único arquivo com todos'));
    await user.click(screen.getByRole('button', { name: 'Salvar vCards' }));
    expect(await screen.findByText('O arquivo contatos.vcf foi salvo.')).toBeInTheDocument();
    const request = vi.mocked(bridge.saveFile).mock.calls[0]?.[0];
    const text = new TextDecoder().decode(request?.data as Uint8Array);
    expect(text.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(request?.fileName).toBe('contatos.vcf');
  });
});
