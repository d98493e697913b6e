import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { setPlatform, type Platform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { BulkCreatePage } from './BulkCreatePage';

vi.mock('@qrlink/data/bulk/bulk-create', () => ({ bulkCreate: vi.fn() }));
const { bulkCreate } = await import('@qrlink/data/bulk/bulk-create');

const saveFile = vi.fn<Platform['saveFile']>();
let restore: () => void;

/** The file's bytes, read the way the page reads them (lib/platform/blob-bytes.ts). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function paste(text: string) {
  fireEvent.change(screen.getByLabelText(/Ou cole as linhas/), { target: { value: text } });
}

describe('BulkCreatePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(bulkCreate).mockReset();
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

  it('shows each bad row with its reason and creates nothing until the sheet is right', async () => {
    const { user } = renderWithProviders(<BulkCreatePage />, { store: signedInStore() });
    paste('destino;pasta\nhttps://exemplo.com.br/a;Loja\njavascript:alert(1);\n');
    await user.click(screen.getByRole('button', { name: 'Verificar linhas' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 linhas lidas: 1 certas, 1 com erro.');
    const table = screen.getByRole('table', { name: 'Linhas da planilha' });
    expect(within(table).getByText(/javascript:, data:, file:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar 2 QR Codes' })).toBeDisabled();
    expect(bulkCreate).not.toHaveBeenCalled();
  });

  it('creates every row at once, then zips one PNG per code', async () => {
    // Pasted without a header: the rows are lines 1 and 2.
    vi.mocked(bulkCreate).mockResolvedValue([
      { line: 1, id: 'id-a' },
      { line: 2, id: 'id-b' },
    ]);
    const { user, queryClient } = renderWithProviders(<BulkCreatePage />, {
      store: signedInStore(),
    });
    // The folders and tags lists other screens read: the sheet may have named new ones.
    queryClient.setQueryData(['folders'], []);
    queryClient.setQueryData(['tags'], []);
    paste('https://exemplo.com.br/a\nhttps://exemplo.com.br/b\n');
    await user.click(screen.getByRole('button', { name: 'Verificar linhas' }));
    await user.click(screen.getByRole('button', { name: 'Criar 2 QR Codes' }));
    expect(await screen.findByText('2 QR Codes dinâmicos criados.')).toBeInTheDocument();
    expect(vi.mocked(bulkCreate).mock.calls[0]![0]).toBe('qr');
    expect(vi.mocked(bulkCreate).mock.calls[0]![1].map((row) => row.destination)).toEqual([
      'https://exemplo.com.br/a',
      'https://exemplo.com.br/b',
    ]);
    expect(screen.getByRole('link', { name: 'qr.example/qr/id-a' })).toBeInTheDocument();
    await waitFor(() => {
      expect(queryClient.getQueryState(['folders'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['tags'])?.isInvalidated).toBe(true);
    });

    await user.click(screen.getByRole('button', { name: 'Baixar ZIP com os PNGs' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const saved = saveFile.mock.calls[0]![0];
    expect(saved.fileName).toBe('qrcodes.zip');
    const zip = unzipSync(await bytesOf(saved.content as Blob));
    expect(Object.keys(zip).sort()).toEqual([
      '0001_qrcode_https___exemplo_com_br_a_1000x1000.png',
      '0002_qrcode_https___exemplo_com_br_b_1000x1000.png',
    ]);
  });

  it("shows the database's refusal with its line, keeping the rows to fix", async () => {
    vi.mocked(bulkCreate).mockRejectedValue(
      new AppError('server_rule', 'Nada foi criado', 'Linha 3: Alias em uso.'),
    );
    const { user } = renderWithProviders(<BulkCreatePage />, { store: signedInStore() });
    await user.click(screen.getByRole('radio', { name: 'Links curtos' }));
    paste('destino,alias\nhttps://a.example/1,um\nhttps://a.example/2,dois\n');
    await user.click(screen.getByRole('button', { name: 'Verificar linhas' }));
    await user.click(screen.getByRole('button', { name: 'Criar 2 links curtos' }));
    expect(await screen.findByText('Linha 3: Alias em uso.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Linhas da planilha' })).toBeInTheDocument();
  });
});
