import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@qrlink/core/dates/format-date';
import { AppError } from '@qrlink/data/errors';
import { getCodePreview } from '@qrlink/data/moderation/get-code-preview';
import { reportCode } from '@qrlink/data/moderation/report-code';
import { resolveDestination } from '@qrlink/data/redirects/resolve-destination';
import { renderWithProviders } from '../../tests/render';
import QrRedirectPage from '@/routes/qr-redirect';
import ShortLinkRedirectPage from '@/routes/short-link-redirect';

vi.mock('@qrlink/data/redirects/resolve-destination', () => ({ resolveDestination: vi.fn() }));
vi.mock('@qrlink/data/moderation/get-code-preview', async (original) => ({
  ...(await original<object>()),
  getCodePreview: vi.fn(),
}));
vi.mock('@qrlink/data/moderation/report-code', async (original) => ({
  ...(await original<object>()),
  reportCode: vi.fn(),
}));
const preview = vi.mocked(getCodePreview);
const report = vi.mocked(reportCode);

const QR_ID = '6f1c1f0e-0000-4000-8000-000000000001';
const LONG_DESTINATION = `https://exemplo.com.br/promocao/${'muito-longo-'.repeat(20)}?utm_source=qr`;

const openLink = () =>
  renderWithProviders(<ShortLinkRedirectPage />, { route: '/s/Promo+', path: '/s/:shortCode' });

describe("a code's preview page", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    preview.mockResolvedValue({
      kind: 'link',
      destination: LONG_DESTINATION,
      also: [],
      created_at: '2026-11-20T15:00:00Z',
      disabled: false,
    });
  });
  afterEach(() => notifications.clean());

  it('shows where a link leads, as text, with Continuar, and never follows it', async () => {
    openLink();
    expect(
      await screen.findByRole('heading', { name: 'Para onde este link leva' }),
    ).toBeInTheDocument();
    const destination = await screen.findByText(LONG_DESTINATION);
    // Text, not a link: nothing is followed by itself, and a long address wraps.
    expect(destination.closest('a')).toBeNull();
    expect(destination).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText(`Criado em ${formatDate('2026-11-20T15:00:00Z')}`)).toBeInTheDocument();
    const go = screen.getByRole('link', { name: 'Continuar' });
    expect(go).toHaveAttribute('href', LONG_DESTINATION);
    expect(go).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(preview).toHaveBeenCalledWith('link', 'Promo');
    expect(resolveDestination).not.toHaveBeenCalled();
    expect(screen.queryByText(/também pode levar a/)).not.toBeInTheDocument();
  });

  it('lists every other address its rules may send a visitor to, as text', async () => {
    preview.mockResolvedValue({
      kind: 'link',
      destination: 'https://exemplo.com.br/cardapio',
      also: ['https://exemplo.com.br/en', 'https://exemplo.com.br/b'],
      created_at: '2026-11-20T15:00:00Z',
      disabled: false,
    });
    openLink();
    expect(await screen.findByText(/também pode levar a:/)).toBeInTheDocument();
    const others = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(others).toEqual(['https://exemplo.com.br/en', 'https://exemplo.com.br/b']);
    expect(screen.getByText('https://exemplo.com.br/en').closest('a')).toBeNull();
  });

  it('shows a QR code by its id', async () => {
    preview.mockResolvedValue({
      kind: 'qr',
      destination: 'https://exemplo.com.br/cardapio',
      also: [],
      created_at: '2026-11-20T15:00:00Z',
      disabled: false,
    });
    renderWithProviders(<QrRedirectPage />, { route: `/qr/${QR_ID}+`, path: '/qr/:qrId' });
    expect(await screen.findByText('https://exemplo.com.br/cardapio')).toBeInTheDocument();
    expect(screen.getByText('Este QR Code leva a:')).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith('qr', QR_ID);
    expect(resolveDestination).not.toHaveBeenCalled();
  });

  it('says a disabled code was disabled, without Continuar', async () => {
    preview.mockResolvedValue({
      kind: 'link',
      destination: 'https://golpe.example/login',
      also: [],
      created_at: '2026-11-20T15:00:00Z',
      disabled: true,
    });
    openLink();
    expect(
      await screen.findByText('Este link foi desativado por violar os Termos de Uso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('says an unknown code is unknown', async () => {
    preview.mockResolvedValue(null);
    openLink();
    expect(await screen.findByText('QR Code ou link não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('checks the report form before sending it', async () => {
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await user.type(within(dialog).getByLabelText('Seu e-mail (opcional)'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escolha o motivo da denúncia.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Descreva o problema (opcional)'), 'Golpe');
    expect(within(dialog).getByText('5/1000 caracteres')).toBeInTheDocument();
  });

  it('sends a report, thanks the visitor, and shows a refusal in the form', async () => {
    const limit = 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.';
    report
      .mockRejectedValueOnce(new AppError('rate_limited', 'Erro ao enviar denúncia', limit))
      .mockResolvedValueOnce('r1');
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Golpe ou phishing', hidden: true }),
    );
    await user.type(
      within(dialog).getByLabelText('Descreva o problema (opcional)'),
      'Pede a senha do banco',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Denúncia enviada')).toBeInTheDocument();
    expect(screen.getByText('Obrigado. Nossa equipe vai analisar este link.')).toBeInTheDocument();
    expect(report).toHaveBeenLastCalledWith('link', 'Promo', {
      reason: 'phishing',
      details: 'Pede a senha do banco',
      email: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
