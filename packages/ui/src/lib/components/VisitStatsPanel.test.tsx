import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attendantLabels, rouletteSchema } from '@qrlink/core/links/whatsapp-roulette';
import type { VisitStats } from '@qrlink/core/analytics/visit-stats';
import { renderWithProviders } from '../../../tests/render';
import { VisitStatsPanel } from './VisitStatsPanel';
import { visitStats } from '../../../tests/visit-stats';

const ANA = 'https://wa.me/5511987654321?text=Ol%C3%A1';
const BIA = 'https://wa.me/5521987654321';

const STATS: VisitStats = visitStats({
  visits: 5,
  visitors: 5,
  days: [{ day: '2026-11-28', visits: 5, visitors: 5 }],
  destination: [
    { value: ANA, visits: 3 },
    { value: BIA, visits: 2 },
  ],
});

describe('VisitStatsPanel', () => {
  it("names a WhatsApp roulette's attendants in 'Destinos' for their owner", async () => {
    const roulette = rouletteSchema.parse({
      mode: 'turn',
      attendants: [
        { name: 'Ana', phone: '+5511987654321', message: 'Olá', weight: 1 },
        { name: 'Caio', phone: '+5531987654321', weight: 1 },
      ],
    });
    renderWithProviders(
      <VisitStatsPanel
        kind="qr"
        targetId="qr-1"
        noun={['scan', 'scans']}
        load={{ cacheKey: ['teste'], fetch: async () => STATS }}
        destinationLabels={attendantLabels(roulette)}
      />,
    );
    const destinations = await screen.findByRole('region', { name: 'Destinos' });
    expect(destinations).toHaveTextContent('Ana (WhatsApp +5511987654321)');
    // An attendant no longer in the roulette keeps its number.
    expect(destinations).toHaveTextContent('WhatsApp +5521987654321');
  });

  it('shows what `load` fetched to its children, with the charts of the same period', async () => {
    const fetch = async () => ({ ...STATS, visits: 0, days: [], extra: 3 });
    renderWithProviders(
      <VisitStatsPanel noun={['clique', 'cliques']} load={{ cacheKey: ['teste-2'], fetch }}>
        {(stats) => <p>Mais: {stats.extra}</p>}
      </VisitStatsPanel>,
    );
    const more = await screen.findByText('Mais: 3');
    expect(screen.getByRole('region', { name: 'Gráficos do período' })).toContainElement(more);
    expect(screen.getByText('Nenhum clique neste período.')).toBeInTheDocument();
  });
});
