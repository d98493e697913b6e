import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import { AppError } from '@qrlink/data/errors';
import { listAuditLog, type AuditRow } from '@qrlink/data/moderation/list-audit-log';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { AuditPage } from './AuditPage';

vi.mock('@qrlink/data/moderation/list-audit-log', async (original) => ({
  ...(await original<object>()),
  listAuditLog: vi.fn(),
}));
const list = vi.mocked(listAuditLog);

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  actor_id: 'a1',
  actor_email: 'admin@example.com',
  action: 'code_disabled',
  target_kind: 'link',
  target_id: '6f1c1f0e-0000-4000-8000-000000000002',
  reason: 'Golpe confirmado',
  details: null,
  created_at: '2026-11-27T12:30:00Z',
  ...overrides,
});

const ROWS = [
  row({ id: 5 }),
  row({
    id: 4,
    action: 'user_blocked',
    target_kind: 'user',
    reason: 'Golpes repetidos',
    details: { email: 'dono@example.com' },
  }),
  row({
    id: 3,
    action: 'blocklist_imported',
    target_kind: 'blocklist',
    target_id: null,
    reason: null,
    details: { added: 12, domains: [] },
  }),
  row({
    id: 2,
    action: 'setting_updated',
    target_kind: 'setting',
    target_id: 'maintenance_mode',
    reason: null,
  }),
  row({
    id: 1,
    actor_id: null,
    actor_email: null,
    action: 'something_new',
    target_kind: null,
    target_id: null,
    reason: null,
  }),
];

const render = () =>
  renderWithProviders(<AuditPage />, { route: '/admin/audit', store: signedInStore() });

describe('Admin > Auditoria', { timeout: 20_000 }, () => {
  beforeEach(() => {
    list.mockReset();
    list.mockResolvedValue({ total: 5, rows: ROWS });
  });

  it('lists who did what, on what, why and when, in pt-BR', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Auditoria' });
    expect(list).toHaveBeenCalledWith({ action: null, search: '', page: 0, pageSize: 50 });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const when = formatDateTime('2026-11-27T12:30:00Z');
    expect(cells).toEqual([
      [when, 'admin@example.com', 'Desativou um link', 'Link 6f1c1f0e…', 'Golpe confirmado'],
      [
        when,
        'admin@example.com',
        'Bloqueou um usuário',
        'Usuário dono@example.com',
        'Golpes repetidos',
      ],
      [
        when,
        'admin@example.com',
        'Importou uma lista de domínios',
        'Lista de bloqueio 12 domínios novos',
        '—',
      ],
      [when, 'admin@example.com', 'Alterou uma configuração', 'Configuração maintenance_mode', '—'],
      [when, 'Sistema', 'something_new', '—', '—'],
    ]);
    expect(screen.getByText('5 ações')).toBeInTheDocument();
    // A phone scrolls the table: keyboard users reach it too.
    expect(screen.getByRole('region', { name: 'Tabela da auditoria' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('filters by action and searches', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Auditoria' });
    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(
      await screen.findByRole('option', { name: 'Reabriu uma denúncia', hidden: true }),
    );
    await user.type(screen.getByLabelText('Buscar por e-mail, alvo ou motivo'), 'ana');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        action: 'report_reopened',
        search: 'ana',
        page: 0,
        pageSize: 50,
      }),
    );
  });

  it('says when the log is empty, and when it cannot be loaded', async () => {
    list.mockResolvedValueOnce({ total: 0, rows: [] });
    const first = render();
    expect(await screen.findByText('Nenhuma ação registrada.')).toBeInTheDocument();
    first.unmount();
    list.mockRejectedValueOnce(
      AppError.of('forbidden', {
        title: 'Erro ao carregar a auditoria',
        message: 'Você não tem permissão para realizar esta ação.',
      }),
    );
    render();
    expect(
      await screen.findByText('Você não tem permissão para realizar esta ação.'),
    ).toBeInTheDocument();
  });
});
