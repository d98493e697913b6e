import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import { deletePage } from '@qrlink/data/pages/delete-page';
import { listPages } from '@qrlink/data/pages/list-pages';
import type { PageRow } from '@qrlink/data/pages/page-row';
import { listMyWorkspaces } from '@qrlink/data/teams/list-my-workspaces';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { PagesListPage } from './PagesListPage';

vi.mock('@qrlink/data/pages/list-pages', () => ({ listPages: vi.fn() }));
vi.mock('@qrlink/data/pages/delete-page', () => ({ deletePage: vi.fn() }));
vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
const list = vi.mocked(listPages);

const page = (id: string, kind: 'links' | 'card', published: boolean): PageRow =>
  ({
    id,
    workspaceId: 'w2',
    kind,
    slug: `pagina-${id}`,
    title: `Página ${id}`,
    published,
    updatedAt: '2026-11-28T10:00:00Z',
    content: { name: 'X', bio: '', theme: DEFAULT_PAGE_THEME, buttons: [], socials: [] },
  }) as PageRow;

function renderList(role: 'editor' | 'viewer') {
  vi.mocked(listMyWorkspaces).mockResolvedValue([
    { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
    { id: 'w2', name: 'Loja', personal: false, role },
  ]);
  return renderWithProviders(<PagesListPage />, {
    route: '/dashboard/pages',
    store: workingInStore('w2'),
  });
}

describe('PagesListPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    list.mockReset();
    vi.mocked(deletePage).mockReset();
  });
  afterEach(() => notifications.clean());

  it("lists the workspace's pages with their kind and state, and deletes one after asking", async () => {
    list.mockResolvedValue([page('1', 'links', true), page('2', 'card', false)]);
    vi.mocked(deletePage).mockResolvedValue();
    const { user } = renderList('editor');
    const first = (await screen.findByText('Página 1')).closest('tr')!;
    expect(list).toHaveBeenCalledWith('w2');
    expect(within(first).getByText('Página de links')).toBeInTheDocument();
    expect(within(first).getByText('Publicada')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Abrir página' })).toBeInTheDocument();
    // The analysis sits just before 'Editar'.
    const actions = within(first)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(actions.indexOf('Análise')).toBe(actions.indexOf('Editar') - 1);
    expect(within(first).getByRole('link', { name: 'Análise' })).toHaveAttribute(
      'href',
      '/dashboard/page-analytics/1',
    );
    const second = screen.getByText('Página 2').closest('tr')!;
    expect(within(second).getByText('Cartão de visita digital')).toBeInTheDocument();
    expect(within(second).getByText('Rascunho')).toBeInTheDocument();
    // A draft has nothing to open yet.
    expect(within(second).queryByRole('link', { name: 'Abrir página' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Excluir' }));
    // The confirmation's own 'Excluir', in the dialog the title is in (not the row's button).
    const title = await screen.findByText('Excluir página?');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Excluir', hidden: true }));
    await waitFor(() => expect(deletePage).toHaveBeenCalledWith('2'));
    expect(await screen.findByText('Página excluída.')).toBeInTheDocument();
  });

  it('shows a Leitor the pages and their analysis, without create, edit or delete', async () => {
    list.mockResolvedValue([page('1', 'links', true)]);
    renderList('viewer');
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Criar Página' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir página' })).toBeInTheDocument();
    // Every member reads the analytics.
    expect(screen.getByRole('link', { name: 'Análise' })).toHaveAttribute(
      'href',
      '/dashboard/page-analytics/1',
    );
  });

  it('says when there are no pages yet', async () => {
    list.mockResolvedValue([]);
    renderList('editor');
    expect(await screen.findByText('Você ainda não tem páginas.')).toBeInTheDocument();
  });
});
