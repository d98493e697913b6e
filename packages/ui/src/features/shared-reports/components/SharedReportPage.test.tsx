import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import type { SharedReportView } from '@qrlink/data/shared-reports/get-shared-report';
import { setPlatform, type Platform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { linkPageRow } from '../../../../tests/page-row';
import { visitStats } from '../../../../tests/visit-stats';
import { SharedReportPage } from './SharedReportPage';

vi.mock('@qrlink/data/shared-reports/get-shared-report', () => ({ getSharedReport: vi.fn() }));
const { getSharedReport } = await import('@qrlink/data/shared-reports/get-shared-report');

const breakdown = [{ value: 'mobile', visits: 7 }];
const VIEW: SharedReportView = {
  kind: 'link',
  destination: 'https://exemplo.com.br/promo',
  short_path: '/s/promo',
  created_at: '2026-04-01T12:00:00Z',
  from: '2026-05-01',
  to: '2026-05-30',
  stats: visitStats({
    visits: 7,
    visitors: 5,
    bots: 1,
    days: [{ day: '2026-05-30', visits: 7, visitors: 5 }],
    device: breakdown,
  }),
};
const saveFile = vi.fn<Platform['saveFile']>();
let restore: () => void;

describe('SharedReportPage', () => {
  beforeEach(() => {
    vi.mocked(getSharedReport).mockReset();
    saveFile
      .mockReset()
      .mockImplementation(async (file) => ({ status: 'saved', fileName: file.fileName }));
    restore = setPlatform({
      kind: 'web',
      saveFile,
      publicOrigin: async () => 'https://qr.example',
      provisionalOrigin: () => 'https://qr.example',
      desktop: null,
    });
  });
  afterEach(() => restore());

  it('shows the read-only report behind the token and exports it as CSV', async () => {
    vi.mocked(getSharedReport).mockResolvedValue(VIEW);
    const { user } = renderWithProviders(<SharedReportPage />, {
      route: '/r/abc',
      path: '/r/:token',
    });
    expect(
      await screen.findByRole('heading', { name: 'Relatório de link encurtado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://exemplo.com.br/promo' })).toBeInTheDocument();
    expect(await screen.findByText('Link curto: https://qr.example/s/promo')).toBeInTheDocument();
    expect(screen.getByText('Somente leitura')).toBeInTheDocument();
    expect(await screen.findByText('Cliques no período')).toBeInTheDocument();
    expect(getSharedReport).toHaveBeenCalledWith(
      'abc',
      expect.objectContaining({ from: expect.any(String) }),
    );

    await user.click(await screen.findByRole('button', { name: 'Relatório CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const file = saveFile.mock.calls[0]![0];
    expect(file.fileName).toMatch(/^relatorio-link-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file.content as Blob);
    });
    expect(csv).toContain('"Link curto";"https://qr.example/s/promo"');
    expect(csv).toContain('"Cliques no período";"7"');
  });

  it("shows 'Destinos' first for a link whose rules chose where visits went, and only then", async () => {
    vi.mocked(getSharedReport).mockResolvedValue({
      ...VIEW,
      stats: { ...VIEW.stats!, destination: [{ value: 'https://exemplo.com.br/en', visits: 3 }] },
    });
    renderWithProviders(<SharedReportPage />, { route: '/r/abc', path: '/r/:token' });
    const destinations = await screen.findByRole('region', { name: 'Destinos' });
    expect(destinations).toHaveTextContent('https://exemplo.com.br/en');
    const sections = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(sections.indexOf('Destinos')).toBeLessThan(sections.indexOf('Dispositivos'));

    vi.mocked(getSharedReport).mockResolvedValue(VIEW);
    cleanup();
    renderWithProviders(<SharedReportPage />, { route: '/r/abc', path: '/r/:token' });
    expect(await screen.findByRole('region', { name: 'Dispositivos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destinos' })).not.toBeInTheDocument();
  });

  it("shows a page's report: its address, its visits and each button's taps, no exports", async () => {
    vi.mocked(getSharedReport).mockResolvedValue({
      kind: 'page',
      page: {
        kind: 'links',
        slug: 'cafe-da-praca',
        title: 'Café da Praça',
        content: linkPageRow.content,
      },
      created_at: VIEW.created_at,
      from: VIEW.from,
      to: VIEW.to,
      stats: { ...VIEW.stats!, clicks: 4, buttons: [{ value: 'a', clicks: 4 }] },
    });
    renderWithProviders(<SharedReportPage />, { route: '/r/abc', path: '/r/:token' });
    expect(await screen.findByRole('heading', { name: 'Relatório de página' })).toBeInTheDocument();
    expect(screen.getByText('Café da Praça')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://qr.example/p/cafe-da-praca' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Visualizações no período')).toBeInTheDocument();
    const taps = screen.getByRole('table', { name: 'Cliques por botão' });
    expect(within(taps).getByRole('row', { name: /Cardápio/ })).toHaveTextContent('4');
    expect(within(taps).getByRole('row', { name: /Ligar/ })).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: 'Relatório CSV' })).not.toBeInTheDocument();
  });

  it('says when the link does not exist or was revoked', async () => {
    vi.mocked(getSharedReport).mockRejectedValue(
      AppError.of('not_found', {
        title: 'Relatório não encontrado',
        message: 'Este link de relatório não existe ou foi revogado pelo dono.',
      }),
    );
    renderWithProviders(<SharedReportPage />, { route: '/r/gone', path: '/r/:token' });
    expect(
      await screen.findByRole('heading', { name: 'Relatório não encontrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Este link de relatório não existe ou foi revogado pelo dono.'),
    ).toBeInTheDocument();
  });
});
