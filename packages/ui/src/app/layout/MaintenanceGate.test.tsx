import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { storeWithSession } from '../../../tests/session-store';
import { MaintenanceGate } from './MaintenanceGate';
import { expectHydration, screenHydrated } from '@/lib/hydration';

vi.mock('@qrlink/data/settings/get-site-status', () => ({ getSiteStatus: vi.fn() }));
const { getSiteStatus } = await import('@qrlink/data/settings/get-site-status');

const user = { id: 'u1', email: 'a@example.com', fullName: null };
const page = <p>conteúdo do site</p>;

describe('MaintenanceGate', () => {
  beforeEach(() => {
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: true, message: 'Voltamos às 18h.' },
      registrationsOpen: true,
    });
  });

  it("shows visitors the maintenance page with the admin's message", async () => {
    renderWithProviders(<MaintenanceGate>{page}</MaintenanceGate>, {
      route: '/pricing',
      store: storeWithSession({ status: 'anonymous' }),
    });
    expect(await screen.findByText('Voltamos às 18h.')).toBeInTheDocument();
    expect(screen.queryByText('conteúdo do site')).not.toBeInTheDocument();
  });

  it('reads the setting only once a prerendered page has hydrated, keeping the page till then', async () => {
    vi.mocked(getSiteStatus).mockClear();
    expectHydration();
    renderWithProviders(<MaintenanceGate>{page}</MaintenanceGate>, {
      route: '/pricing',
      store: storeWithSession({ status: 'anonymous' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSiteStatus).not.toHaveBeenCalled();
    expect(screen.getByText('conteúdo do site')).toBeInTheDocument();
    screenHydrated();
    expect(await screen.findByText('Voltamos às 18h.')).toBeInTheDocument();
  });

  it('lets admins through', async () => {
    renderWithProviders(<MaintenanceGate>{page}</MaintenanceGate>, {
      route: '/pricing',
      store: storeWithSession({ status: 'authenticated', user, role: 'admin' }),
    });
    expect(await screen.findByText('conteúdo do site')).toBeInTheDocument();
  });

  it('keeps /s/, /qr/ and /login working', async () => {
    for (const route of ['/s/abc', '/qr/123', '/login']) {
      const view = renderWithProviders(<MaintenanceGate>{page}</MaintenanceGate>, {
        route,
        store: storeWithSession({ status: 'anonymous' }),
      });
      expect(screen.getByText('conteúdo do site')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the site when maintenance is off', async () => {
    vi.mocked(getSiteStatus).mockResolvedValue({
      maintenance: { enabled: false, message: '' },
      registrationsOpen: true,
    });
    renderWithProviders(<MaintenanceGate>{page}</MaintenanceGate>, {
      route: '/',
      store: storeWithSession({ status: 'anonymous' }),
    });
    expect(await screen.findByText('conteúdo do site')).toBeInTheDocument();
  });
});
