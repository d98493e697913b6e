import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@qrlink/core/dates/format-date';
import { listAdminWorkspaces, type AdminWorkspaceRow } from '@qrlink/data/admin/list-workspaces';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { WorkspacesPage } from './WorkspacesPage';

vi.mock('@qrlink/data/admin/list-workspaces', async (original) => ({
  ...(await original<object>()),
  listAdminWorkspaces: vi.fn(),
}));
const list = vi.mocked(listAdminWorkspaces);

const CREATED = '2026-11-30T10:00:00Z';
const TEAM: AdminWorkspaceRow = {
  id: 'w-team',
  name: 'Agência Sol',
  personal: false,
  owner_id: 'u1',
  owner_email: 'olga@example.com',
  owner_name: 'Dona Olga',
  plan_id: 'empresarial',
  plan_name: 'Empresarial',
  members: 4,
  items: 1234,
  created_at: CREATED,
  member_list: [
    { user_id: 'u1', email: 'olga@example.com', full_name: 'Dona Olga', role: 'owner' },
    { user_id: 'u2', email: 'ari@example.com', full_name: 'Ari', role: 'admin' },
    { user_id: 'u3', email: 'edu@example.com', full_name: null, role: 'editor' },
    { user_id: 'u4', email: 'lea@example.com', full_name: 'Léa', role: 'viewer' },
  ],
};
const PERSONAL: AdminWorkspaceRow = {
  id: 'w-lea',
  name: 'Pessoal',
  personal: true,
  owner_id: 'u4',
  owner_email: 'lea@example.com',
  owner_name: 'Léa',
  plan_id: 'free_plan',
  plan_name: 'Grátis',
  members: 1,
  items: 0,
  created_at: CREATED,
  member_list: [{ user_id: 'u4', email: 'lea@example.com', full_name: 'Léa', role: 'owner' }],
};

const render = () =>
  renderWithProviders(<WorkspacesPage />, { route: '/admin/workspaces', store: signedInStore() });

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Admin > Espaços de trabalho', { timeout: 20_000 }, () => {
  beforeEach(() => {
    list.mockReset();
    list.mockResolvedValue({ total: 2, rows: [TEAM, PERSONAL] });
  });

  it('lists each workspace with its owner, plan, members, items and date', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Espaços de trabalho' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Espaços de trabalho' });
    expect(list).toHaveBeenCalledWith({ search: '', page: 0, pageSize: 25 });
    const day = formatDate(CREATED);
    expect(cellsOf(table)).toEqual([
      [
        'Agência Sol',
        'Dona Olgaolga@example.com',
        'Empresarial',
        '4',
        (1234).toLocaleString('pt-BR'),
        day,
        'Ver membros',
      ],
      ['PessoalPessoal', 'Léalea@example.com', 'Grátis', '1', '0', day, 'Ver membros'],
    ]);
    expect(screen.getByText('2 espaços de trabalho')).toBeInTheDocument();
    // Every personal workspace is 'Pessoal': its owner tells the buttons apart.
    expect(
      screen.getByRole('button', { name: 'Ver membros de Pessoal (lea@example.com)' }),
    ).toBeInTheDocument();
  });

  it('searches by name or a member e-mail, back on the first page', async () => {
    list.mockResolvedValue({ total: 60, rows: [TEAM, PERSONAL] });
    const { user } = render();
    await screen.findByRole('table', { name: 'Espaços de trabalho' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: '', page: 1, pageSize: 25 }),
    );
    const box = screen.getByRole('textbox', { name: 'Buscar espaços de trabalho' });
    expect(box).toHaveAttribute('placeholder', 'Nome ou e-mail de um membro');
    await user.type(box, ' lea@ ');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: 'lea@', page: 0, pageSize: 25 }),
    );
  });

  it('shows the members with their roles in pt-BR', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Ver membros de Agência Sol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Sol' });
    const members = within(dialog).getByRole('table', { name: 'Membros de Agência Sol' });
    expect(cellsOf(members)).toEqual([
      ['Dona Olgaolga@example.com', 'Proprietário'],
      ['Ariari@example.com', 'Administrador'],
      ['edu@example.com', 'Editor'],
      ['Léalea@example.com', 'Leitor'],
    ]);
    expect(within(dialog).queryByText(/e mais/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how many more members a big team has beyond the first ones listed', async () => {
    list.mockResolvedValue({ total: 1, rows: [{ ...TEAM, members: 1304 }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Ver membros de Agência Sol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membros de Agência Sol' });
    expect(within(dialog).getByText('e mais 1.300 membros')).toBeInTheDocument();
  });

  it('says when nothing matches, when there is nothing yet, and when it cannot load', async () => {
    list.mockResolvedValue({ total: 0, rows: [] });
    const first = render();
    expect(await screen.findByText('Nenhum espaço de trabalho ainda.')).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Buscar espaços de trabalho'), 'zzz');
    expect(
      await screen.findByText('Nenhum espaço de trabalho encontrado para essa busca.'),
    ).toBeInTheDocument();
    first.unmount();
    list.mockRejectedValue(
      AppError.of('forbidden', {
        title: 'Erro ao carregar espaços de trabalho',
        message: 'Você não tem permissão para realizar esta ação.',
      }),
    );
    render();
    expect(
      await screen.findByText('Você não tem permissão para realizar esta ação.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });
});
