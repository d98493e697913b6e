import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@qrlink/core/dates/format-date';
import { AppError } from '@qrlink/data/errors';
import { blockUser } from '@qrlink/data/moderation/block-user';
import { listReports, type ReportRow } from '@qrlink/data/moderation/list-reports';
import { disableCode } from '@qrlink/data/moderation/moderate-code';
import { resolveReport } from '@qrlink/data/moderation/resolve-report';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { ReportsPage } from './ReportsPage';

vi.mock('@qrlink/data/moderation/list-reports', async (original) => ({
  ...(await original<object>()),
  listReports: vi.fn(),
}));
vi.mock('@qrlink/data/moderation/moderate-code', () => ({
  disableCode: vi.fn(),
  enableCode: vi.fn(),
}));
vi.mock('@qrlink/data/moderation/block-user', () => ({
  blockUser: vi.fn(),
  unblockUser: vi.fn(),
}));
vi.mock('@qrlink/data/moderation/resolve-report', () => ({ resolveReport: vi.fn() }));
const list = vi.mocked(listReports);
const disable = vi.mocked(disableCode);
const block = vi.mocked(blockUser);
const resolve = vi.mocked(resolveReport);

const LINK_REPORT: ReportRow = {
  id: 'r1',
  reason: 'phishing',
  details: 'Pede a senha do banco',
  reporter_email: 'ana@example.com',
  status: 'open',
  created_at: '2026-11-27T12:00:00Z',
  resolved_at: null,
  kind: 'link',
  code_id: 'l1',
  code_key: 'promo',
  destination: 'https://golpe.example/login',
  code_created_at: '2026-11-20T09:00:00Z',
  disabled: false,
  disabled_reason: null,
  owner_id: 'u9',
  owner_email: 'dono@example.com',
  owner_blocked: false,
  reports_for_code: 3,
};
const QR_REPORT: ReportRow = {
  ...LINK_REPORT,
  id: 'r2',
  reason: 'spam',
  details: null,
  reporter_email: null,
  status: 'dismissed',
  kind: 'qr',
  code_id: '6f1c1f0e-0000-4000-8000-000000000001',
  code_key: '6f1c1f0e-0000-4000-8000-000000000001',
  destination: 'https://exemplo.com.br/cardapio',
  disabled: true,
  disabled_reason: 'golpe',
  owner_blocked: true,
  reports_for_code: 1,
};

const render = () =>
  renderWithProviders(<ReportsPage />, { route: '/admin/reports', store: signedInStore() });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Admin > Denúncias', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    list.mockResolvedValue({ total: 2, rows: [LINK_REPORT, QR_REPORT] });
  });
  afterEach(() => notifications.clean());

  it('lists the open reports with their code, destination, owner and status', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Denúncias' });
    expect(list).toHaveBeenCalledWith({
      status: 'open',
      reason: null,
      search: '',
      page: 0,
      pageSize: 25,
    });
    const link = within(table).getByText('/s/promo').closest('tr')!;
    expect(within(link).getByText(formatDate('2026-11-27T12:00:00Z'))).toBeInTheDocument();
    expect(within(link).getByText('Golpe ou phishing')).toBeInTheDocument();
    expect(within(link).getByText('https://golpe.example/login')).toBeInTheDocument();
    expect(within(link).getByText('dono@example.com')).toBeInTheDocument();
    expect(within(link).getByText('Aberta')).toBeInTheDocument();
    expect(within(link).getByText('3 denúncias')).toBeInTheDocument();
    expect(within(link).getByRole('link', { name: '/s/promo' })).toHaveAttribute(
      'href',
      '/s/promo+',
    );
    for (const name of ['Desativar', 'Dispensar', 'Bloquear usuário']) {
      expect(within(link).getByRole('button', { name })).toBeInTheDocument();
    }

    const qr = rowOf('QR 6f1c1f0e…');
    expect(within(qr).getByText('Desativado')).toBeInTheDocument();
    expect(within(qr).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(qr).getByText('Dispensada')).toBeInTheDocument();
    expect(within(qr).queryByText(/denúncias$/)).not.toBeInTheDocument();
    for (const name of ['Reativar', 'Reabrir', 'Desbloquear usuário']) {
      expect(within(qr).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('2 denúncias')).toBeInTheDocument();
  });

  it('filters by status, reason and search, and says when nothing matches', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Denúncias' });
    list.mockResolvedValue({ total: 0, rows: [] });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Todas', hidden: true }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'all' })),
    );
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await user.click(
      await screen.findByRole('option', { name: 'Vírus ou download perigoso', hidden: true }),
    );
    await user.type(screen.getByLabelText('Buscar por endereço, código ou e-mail'), 'golpe');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        status: 'all',
        reason: 'malware',
        search: 'golpe',
        page: 0,
        pageSize: 25,
      }),
    );
    expect(await screen.findByText('Nenhuma denúncia por aqui.')).toBeInTheDocument();
  });

  it('disables a code with the reason it asks for', async () => {
    disable.mockResolvedValue();
    const { user } = render();
    await screen.findByRole('table', { name: 'Denúncias' });
    await user.click(within(rowOf('/s/promo')).getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
    expect(disable).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Golpe confirmado');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Link desativado')).toBeInTheDocument();
    expect(disable).toHaveBeenCalledWith(
      { kind: 'link', id: 'l1', reason: 'Golpe confirmado' },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the database's refusal to block an admin in the modal", async () => {
    block.mockRejectedValue(
      AppError.of('server_rule', {
        title: 'Erro ao bloquear usuário',
        message: 'Não é possível bloquear um administrador.',
      }),
    );
    const { user } = render();
    await screen.findByRole('table', { name: 'Denúncias' });
    await user.click(within(rowOf('/s/promo')).getByRole('button', { name: 'Bloquear usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear usuário?' });
    expect(
      within(dialog).getByText(/Tem certeza que deseja bloquear dono@example.com\?/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Golpes repetidos');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear usuário' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não é possível bloquear um administrador.',
    );
    expect(block).toHaveBeenCalledWith(
      { userId: 'u9', reason: 'Golpes repetidos' },
      expect.anything(),
    );
    expect(screen.getByRole('dialog', { name: 'Bloquear usuário?' })).toBeInTheDocument();
  });

  it('dismisses with an optional note, and reopens at once', async () => {
    resolve.mockResolvedValue();
    const { user } = render();
    await screen.findByRole('table', { name: 'Denúncias' });
    await user.click(within(rowOf('/s/promo')).getByRole('button', { name: 'Dispensar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispensar denúncia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispensar' }));
    expect(await screen.findByText('Denúncia dispensada')).toBeInTheDocument();
    expect(resolve).toHaveBeenCalledWith(
      { reportId: 'r1', status: 'dismissed', note: '' },
      expect.anything(),
    );
    await user.click(within(rowOf('QR 6f1c1f0e…')).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Denúncia reaberta')).toBeInTheDocument();
    expect(resolve).toHaveBeenLastCalledWith({ reportId: 'r2', status: 'open' }, expect.anything());
  });

  it('says when the reports cannot be loaded', async () => {
    list.mockRejectedValue(
      AppError.of('forbidden', {
        title: 'Erro ao carregar denúncias',
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
