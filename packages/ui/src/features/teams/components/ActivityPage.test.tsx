import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform, type Platform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { ActivityPage } from './ActivityPage';

vi.mock('@qrlink/data/teams/list-workspace-activity', () => ({
  listWorkspaceActivity: vi.fn(),
  exportWorkspaceActivityCsv: vi.fn(),
}));
vi.mock('@qrlink/data/teams/list-workspace-members', () => ({ listWorkspaceMembers: vi.fn() }));
const activity = await import('@qrlink/data/teams/list-workspace-activity');
const { listWorkspaceMembers } = await import('@qrlink/data/teams/list-workspace-members');

const saveFile = vi.fn<Platform['saveFile']>();
let restore: () => void;

const ENTRY = {
  id: '7',
  at: '2026-11-27T15:04:00Z',
  action: 'moved' as const,
  item_kind: 'short_link' as const,
  item_id: 'l1',
  item_label: 'promo → https://ex.com/a',
  actor_id: 'u3',
  actor: 'Caio',
};

describe('ActivityPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listWorkspaceMembers).mockResolvedValue([
      {
        user_id: 'u3',
        full_name: 'Caio',
        email: 'caio@ex.com',
        role: 'editor',
        joined_at: '2026-11-20T12:00:00Z',
      },
    ]);
    saveFile.mockImplementation(async (file) => ({ status: 'saved', fileName: file.fileName }));
    restore = setPlatform({
      kind: 'web',
      saveFile,
      publicOrigin: async () => 'https://qr.example',
      provisionalOrigin: () => 'https://qr.example',
      desktop: null,
    });
  });
  afterEach(() => restore());

  it("lists the workspace's activity, filters it by action and exports it", async () => {
    vi.mocked(activity.listWorkspaceActivity).mockResolvedValue({ total: 1, rows: [ENTRY] });
    vi.mocked(activity.exportWorkspaceActivityCsv).mockResolvedValue('csv');
    const { user } = renderWithProviders(<ActivityPage />, { store: workingInStore('w2') });
    const table = await screen.findByRole('table', { name: 'Atividade' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Caio')).toBeInTheDocument();
    expect(within(row).getByText('Moveu para pasta')).toBeInTheDocument();
    expect(within(row).getByText('promo → https://ex.com/a')).toBeInTheDocument();
    expect(activity.listWorkspaceActivity).toHaveBeenLastCalledWith(
      expect.objectContaining({ workspaceId: 'w2', action: undefined }),
      0,
      50,
    );

    const actionFilter = screen.getByRole('combobox', { name: 'Ação' });
    await user.click(actionFilter);
    const options = document.getElementById(actionFilter.getAttribute('aria-controls') ?? '')!;
    await user.click(within(options).getByRole('option', { name: 'Excluiu', hidden: true }));
    await waitFor(() =>
      expect(activity.listWorkspaceActivity).toHaveBeenLastCalledWith(
        expect.objectContaining({ workspaceId: 'w2', action: 'deleted' }),
        0,
        50,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(
        expect.objectContaining({ fileName: expect.stringMatching(/^atividade.*\.csv$/) }),
      ),
    );
  });

  it('says when nothing happened yet', async () => {
    vi.mocked(activity.listWorkspaceActivity).mockResolvedValue({ total: 0, rows: [] });
    renderWithProviders(<ActivityPage />, { store: workingInStore('w2') });
    expect(await screen.findByText('Nenhuma atividade encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  });
});
