import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageStats } from '@qrlink/core/analytics/page-stats';
import { dayjs } from '@qrlink/core/dates/dayjs-pt-br';
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import { AppError } from '@qrlink/data/errors';
import { getPage } from '@qrlink/data/pages/get-page';
import { getPageStats } from '@qrlink/data/pages/get-page-stats';
import type { PageRow } from '@qrlink/data/pages/page-row';
import { setPlatform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { PageAnalyticsPage } from './PageAnalyticsPage';
import { linkPageRow } from '../../../../tests/page-row';
import { visitStats } from '../../../../tests/visit-stats';

vi.mock('@qrlink/data/pages/get-page', () => ({ getPage: vi.fn() }));
vi.mock('@qrlink/data/pages/get-page-stats', () => ({ getPageStats: vi.fn() }));
const load = vi.mocked(getPage);
const loadStats = vi.mocked(getPageStats);

const LINKS = linkPageRow;

const MENU: PageRow = {
  ...LINKS,
  kind: 'menu',
  content: {
    name: 'Café da Praça',
    bio: '',
    theme: DEFAULT_PAGE_THEME,
    hours: [],
    sections: [],
    whatsapp: '+5541999998888',
  },
};

const STATS: PageStats = {
  ...visitStats({
    visits: 12,
    visitors: 9,
    bots: 1,
    days: [{ day: '2026-11-28', visits: 12, visitors: 9 }],
  }),
  clicks: 7,
  // 'velho' was tapped before the owner took its button out.
  buttons: [
    { value: 'a', clicks: 5 },
    { value: 'velho', clicks: 2 },
  ],
};

function renderAnalytics() {
  return renderWithProviders(<PageAnalyticsPage />, {
    route: '/dashboard/page-analytics/p1',
    path: '/dashboard/page-analytics/:pageId',
  });
}

/** Each row of the per-button table as its cells' text. */
async function buttonTable() {
  const table = await screen.findByRole('table', { name: 'Cliques por botão' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The figure under `label` (StatFigure: the label, then the number). */
const figure = (label: string) => screen.getByText(label).parentElement?.textContent;

let restore: () => void;

describe('PageAnalyticsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    load.mockReset();
    loadStats.mockReset();
    restore = setPlatform({
      kind: 'web',
      saveFile: vi.fn(),
      publicOrigin: async () => 'https://qr.example',
      provisionalOrigin: () => 'https://qr.example',
      desktop: null,
    });
  });
  afterEach(() => {
    restore();
    notifications.clean();
  });

  it("shows the page's visits and the taps on each of its buttons, a removed one too", async () => {
    load.mockResolvedValue(LINKS);
    loadStats.mockResolvedValue(STATS);
    renderAnalytics();
    expect(screen.getByLabelText('Carregando análises')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Análise da Página' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('p1');
    expect(screen.getByText('Café da Praça')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://qr.example/p/cafe-da-praca' }),
    ).toHaveAttribute('href', 'https://qr.example/p/cafe-da-praca');
    expect(screen.getByRole('link', { name: 'Voltar para Minhas Páginas' })).toHaveAttribute(
      'href',
      '/dashboard/pages',
    );

    // The page's buttons in its order, the untapped one at 0, then the one it no longer has.
    expect(await buttonTable()).toEqual([
      ['Cardápio', '5', '71%'],
      ['Ligar', '0', '0%'],
      ['Botão removido', '2', '29%'],
    ]);
    expect(figure('Cliques nos botões no período')).toBe('Cliques nos botões no período7');
    expect(figure('Visualizações no período')).toBe('Visualizações no período12');
    const [range] = loadStats.mock.calls[0]!;
    expect(range.pageId).toBe('p1');
    expect(dayjs(range.to).diff(range.from, 'day')).toBe(29);
  });

  it("counts a menu's 'Pedir pelo WhatsApp', with its rows at 0 when nothing was tapped", async () => {
    load.mockResolvedValue(MENU);
    loadStats.mockResolvedValue({ ...STATS, visits: 0, days: [], clicks: 0, buttons: [] });
    renderAnalytics();
    expect(await buttonTable()).toEqual([['Pedir pelo WhatsApp', '0', '0%']]);
    expect(screen.getByText('Nenhuma visualização neste período.')).toBeInTheDocument();
  });

  it('says when the page has no buttons', async () => {
    load.mockResolvedValue({ ...MENU, content: { ...MENU.content, whatsapp: null } } as PageRow);
    loadStats.mockResolvedValue({ ...STATS, clicks: 0, buttons: [] });
    renderAnalytics();
    expect(await screen.findByText('Esta página não tem botões.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cliques por botão' })).not.toBeInTheDocument();
  });

  it('asks again for the chosen period', async () => {
    load.mockResolvedValue(LINKS);
    loadStats.mockResolvedValue(STATS);
    const { user } = renderAnalytics();
    await buttonTable();
    loadStats.mockResolvedValue({ ...STATS, clicks: 1, buttons: [{ value: 'b', clicks: 1 }] });
    await user.click(screen.getByRole('radio', { name: '7 dias' }));
    await waitFor(() => expect(loadStats).toHaveBeenCalledTimes(2));
    const [range] = loadStats.mock.calls[1]!;
    expect(dayjs(range.to).diff(range.from, 'day')).toBe(6);
    // The buttons' figures follow the period with the charts.
    await waitFor(async () =>
      expect(await buttonTable()).toEqual([
        ['Cardápio', '0', '0%'],
        ['Ligar', '1', '100%'],
      ]),
    );
  });

  it('goes back to the list when the page cannot be read', async () => {
    load.mockRejectedValue(
      AppError.of('not_found', {
        title: 'Página não encontrada',
        message: 'Página não encontrada ou acesso não permitido.',
      }),
    );
    const { location } = renderAnalytics();
    await waitFor(() => expect(location()).toBe('/dashboard/pages'));
    expect(
      await screen.findByText('Página não encontrada ou acesso não permitido.'),
    ).toBeInTheDocument();
    expect(loadStats).not.toHaveBeenCalled();
  });
});
