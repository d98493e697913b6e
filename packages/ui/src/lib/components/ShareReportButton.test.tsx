import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../tests/render';
import { ShareReportButton } from './ShareReportButton';

vi.mock('@qrlink/data/shared-reports/list-shared-reports', () => ({ listSharedReports: vi.fn() }));
vi.mock('@qrlink/data/shared-reports/create-shared-report', () => ({
  createSharedReport: vi.fn(),
}));
vi.mock('@qrlink/data/shared-reports/revoke-shared-report', () => ({
  revokeSharedReport: vi.fn(),
}));
const { listSharedReports } = await import('@qrlink/data/shared-reports/list-shared-reports');
const { createSharedReport } = await import('@qrlink/data/shared-reports/create-shared-report');
const { revokeSharedReport } = await import('@qrlink/data/shared-reports/revoke-shared-report');

const SHARE = { id: 's1', token: 'T'.repeat(32), created_at: '2026-05-01T12:00:00Z' };
let restore: () => void;

describe('ShareReportButton', () => {
  beforeEach(() => {
    restore = setPlatform({
      kind: 'web',
      saveFile: vi.fn(),
      publicOrigin: async () => 'https://qr.example',
      provisionalOrigin: () => 'https://qr.example',
      desktop: null,
    });
  });
  afterEach(() => restore());

  it("lists a code's public links, creates one and revokes one after confirming", async () => {
    vi.mocked(listSharedReports).mockResolvedValueOnce([]).mockResolvedValue([SHARE]);
    vi.mocked(createSharedReport).mockResolvedValue(SHARE);
    vi.mocked(revokeSharedReport).mockResolvedValue();
    const { user } = renderWithProviders(<ShareReportButton kind="qr" targetId="q1" />);
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Compartilhar relatório' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar relatório' });
    expect(await within(dialog).findByText('Nenhum link público ainda.')).toBeInTheDocument();
    expect(listSharedReports).toHaveBeenCalledWith('qr', 'q1');

    await user.click(within(dialog).getByRole('button', { name: 'Criar link público' }));
    expect(createSharedReport).toHaveBeenCalledWith('qr', 'q1');
    const link = await within(dialog).findByRole('link', {
      name: `https://qr.example/r/${SHARE.token}`,
    });
    expect(link).toHaveAttribute('href', `https://qr.example/r/${SHARE.token}`);

    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revogar este link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(revokeSharedReport).toHaveBeenCalledWith('s1'));
  });
});
