import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import {
  captureDownloads,
  cleanNotifications,
  mockCanvas,
  readBlobText,
} from '../shared/testing/test-helpers';
import VCardToolPage from './VCardToolPage';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

// The machine is shared: the generous timeout keeps slow runs from failing spuriously.
describe('VCardToolPage', { timeout: 20_000 }, () => {
  let downloads: ReturnType<typeof captureDownloads>['downloads'];
  let canvas: ReturnType<typeof mockCanvas>;
  beforeEach(() => {
    canvas = mockCanvas();
    downloads = captureDownloads().downloads;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('starts with one phone, one e-mail and one address, with the right input types', () => {
    renderWithProviders(<VCardToolPage />);
    expect(screen.getByLabelText('Telefone 1')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('E-mail 1')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Rua 1')).toBeInTheDocument();
    expect(screen.getByLabelText('URL da foto')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Site')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Aniversário')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tipo do telefone 1')).toHaveValue('CELL');
    expect(screen.getByLabelText('Tipo do e-mail 1')).toHaveValue('WORK');
  });

  it('requires first and last name and downloads nothing without them', async () => {
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'João');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    expect(await screen.findByText('Campos Obrigatórios')).toBeInTheDocument();
    expect(
      screen.getAllByText('Nome e Sobrenome são necessários para gerar o vCard.').length,
    ).toBeGreaterThan(0);
    expect(downloads).toHaveLength(0);
  });

  it('refuses a phone that cannot exist, and writes numbers without a country code as Brazilian', async () => {
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome( \*)?$/, 'Ferreira Ção');
    fill('Telefone 1', '(11) 8765-4321');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    expect((await screen.findAllByText(/^Telefone inválido/)).length).toBeGreaterThan(0);
    expect(downloads).toHaveLength(0);
    fill('Telefone 1', '(41) 99999-8888');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('ana_ferreira_cao.vcf');
    expect(await readBlobText(downloads[0]!.blob)).toContain('tel:+5541999998888');
  });

  it('downloads name_surname.vcf as text/vcard with the card in vCard 4.0', async () => {
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    fill('Empresa', 'QR Link');
    fill('Telefone 1', '+55 (11) 98765-4321');
    fill('E-mail 1', 'ana@exemplo.com.br');
    fill('Cidade 1', 'São Paulo');
    fill('Aniversário', '1990-05-17');
    fill('Observações', 'Linha 1\nLinha 2');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));

    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(download?.fileName).toBe('ana_souza.vcf');
    expect(download?.blob.type).toBe('text/vcard;charset=utf-8');
    const text = await readBlobText(download!.blob);
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(text).toContain('FN:Ana Souza\r\n');
    expect(text).toContain('N:Souza;Ana;;;\r\n');
    expect(text).toContain('ORG:QR Link\r\n');
    expect(text).toContain('TEL;VALUE=uri;TYPE=cell;PREF=1:tel:+5511987654321\r\n');
    expect(text).toContain('EMAIL;TYPE=work;PREF=1:ana@exemplo.com.br\r\n');
    expect(text).toContain('ADR;TYPE=work:;;;São Paulo;;;\r\n');
    expect(text).toContain('BDAY:19900517\r\n');
    expect(text).toContain('NOTE:Linha 1\\nLinha 2\r\n');
    expect(await screen.findByText('vCard Gerado!')).toBeInTheDocument();
    expect(screen.getByText('O arquivo ana_souza.vcf foi baixado.')).toBeInTheDocument();
  });

  it('says so when the browser cannot produce the file', async () => {
    URL.createObjectURL = vi.fn(() => {
      throw new Error('blocked');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    expect(await screen.findByText('Erro ao gerar vCard')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um problema inesperado.')).toBeInTheDocument();
    expect(screen.queryByText('vCard Gerado!')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('writes vCard 3.0 when chosen', async () => {
    const { user } = renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    await user.click(screen.getByLabelText('vCard 3.0'));
    await user.click(screen.getByRole('button', { name: 'Gerar e Baixar vCard' }));
    expect(await readBlobText(downloads[0]!.blob)).toContain('VERSION:3.0\r\n');
  });

  it('adds and removes phone, e-mail and address rows', async () => {
    const { user } = renderWithProviders(<VCardToolPage />);
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    expect(screen.getByLabelText('Telefone 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover telefone 1' }));
    expect(screen.queryByLabelText('Telefone 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Telefone 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar e-mail' }));
    expect(screen.getByLabelText('E-mail 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover endereço 1' }));
    expect(screen.queryByLabelText('Rua 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    expect(screen.getByLabelText('Rua 1')).toBeInTheDocument();
  });

  it('draws the card as a QR code once the names are filled', async () => {
    renderWithProviders(<VCardToolPage />);
    expect(screen.getByText(/Preencha nome e sobrenome/)).toBeInTheDocument();
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    const card = (await screen.findByRole('img', { name: 'QR Code do contato' })).closest(
      'div',
    ) as HTMLElement;
    expect(within(card.parentElement!).getByRole('button', { name: 'Baixar PNG' })).toBeVisible();
    expect(canvas.ctx.fillRect).toHaveBeenCalled();
  });

  it('explains when the card is too long for a QR code', async () => {
    renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    fill('Observações', 'x'.repeat(3000));
    expect(await screen.findByText('Cartão grande demais para um QR Code')).toBeInTheDocument();
  });

  it('leaves the photo out of the QR code when that makes the card fit', async () => {
    renderWithProviders(<VCardToolPage />);
    fill(/^Nome( \*)?$/, 'Ana');
    fill(/^Sobrenome/, 'Souza');
    fill('Observações', 'x'.repeat(1900));
    fill('URL da foto', `https://exemplo.com.br/${'f'.repeat(600)}.jpg`);
    expect(await screen.findByText(/A URL da foto foi omitida do QR Code/)).toBeInTheDocument();
  });
});
