import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));

const { getCodePreview } = await import('./get-code-preview');
const { reportCode } = await import('./report-code');
const { listReports } = await import('./list-reports');
const { disableCode, enableCode } = await import('./moderate-code');
const { resolveReport } = await import('./resolve-report');
const { blockUser, unblockUser } = await import('./block-user');
const { listAuditLog } = await import('./list-audit-log');

const answer = (data: unknown) => ({ data, error: null });
const refusal = (code: string, message: string, hint: string | null = null) => ({
  data: null,
  error: { code, message, details: null, hint },
});

const REPORT_ROW = {
  id: '6f1c1f0e-0000-4000-8000-000000000001',
  reason: 'phishing',
  details: 'Pede a senha do banco',
  reporter_email: null,
  status: 'open',
  created_at: '2026-11-27T12:00:00.123+00:00',
  resolved_at: null,
  kind: 'link',
  code_id: '6f1c1f0e-0000-4000-8000-000000000002',
  code_key: 'promo',
  destination: 'https://golpe.example/login',
  code_created_at: '2026-11-20T09:00:00+00:00',
  disabled: false,
  disabled_reason: null,
  owner_id: '6f1c1f0e-0000-4000-8000-000000000003',
  owner_email: 'dono@example.com',
  owner_blocked: false,
  reports_for_code: 3,
};

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('getCodePreview', () => {
  it('reads where a code leads, and null for an unknown one', async () => {
    const preview = {
      kind: 'qr',
      destination: 'https://exemplo.com.br/cardapio',
      also: ['https://exemplo.com.br/en'],
      created_at: '2026-11-20T09:00:00+00:00',
      disabled: false,
    };
    fake.rpc.mockResolvedValueOnce(answer(preview));
    await expect(getCodePreview('qr', 'abc')).resolves.toEqual(preview);
    expect(fake.rpc).toHaveBeenCalledWith('code_preview', { p_kind: 'qr', p_key: 'abc' });
    fake.rpc.mockResolvedValueOnce(answer(null));
    await expect(getCodePreview('link', 'nada')).resolves.toBeNull();
  });

  it('refuses an answer of another shape', async () => {
    fake.rpc.mockResolvedValueOnce(answer({ kind: 'qr', destination: 1 }));
    await expect(getCodePreview('qr', 'abc')).rejects.toMatchObject({
      title: 'Erro ao carregar o link',
    });
  });
});

describe('reportCode', () => {
  const input = { reason: 'spam' as const, details: '  ', email: ' ana@exemplo.com.br ' };

  it('files the report with blank fields left out, and answers its id', async () => {
    fake.rpc.mockResolvedValueOnce(answer('r1'));
    await expect(reportCode('link', 'promo', input)).resolves.toBe('r1');
    expect(fake.rpc).toHaveBeenCalledWith('report_code', {
      p_kind: 'link',
      p_key: 'promo',
      p_reason: 'spam',
      p_details: undefined,
      p_email: 'ana@exemplo.com.br',
    });
  });

  it('checks the form before calling', async () => {
    await expect(reportCode('qr', 'abc', { reason: '', details: '', email: '' })).rejects.toEqual(
      AppError.of('invalid_input', {
        title: 'Erro ao enviar denúncia',
        message: 'Escolha o motivo da denúncia.',
      }),
    );
    expect(fake.rpc).not.toHaveBeenCalled();
  });

  it("shows the database's refusals and its hourly limit in its words", async () => {
    fake.rpc.mockResolvedValueOnce(
      refusal('P0001', 'QR Code ou link não encontrado.', 'code_not_found'),
    );
    await expect(reportCode('qr', 'abc', input)).rejects.toMatchObject({
      code: 'server_rule',
      message: 'QR Code ou link não encontrado.',
    });
    const limit = 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.';
    fake.rpc.mockResolvedValueOnce(refusal('PT429', limit, 'rate_limited'));
    await expect(reportCode('qr', 'abc', input)).rejects.toMatchObject({
      code: 'rate_limited',
      title: 'Erro ao enviar denúncia',
      message: limit,
    });
  });
});

describe('listReports', () => {
  it('asks for one page with the filters, every status as a blank one', async () => {
    fake.rpc.mockResolvedValue(answer({ total: 26, rows: [REPORT_ROW] }));
    await expect(
      listReports({ status: 'open', reason: null, search: ' golpe ', page: 1, pageSize: 25 }),
    ).resolves.toEqual({ total: 26, rows: [REPORT_ROW] });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_list_reports', {
      p_status: 'open',
      p_reason: '',
      p_search: 'golpe',
      p_limit: 25,
      p_offset: 25,
    });
    await listReports({ status: 'all', reason: 'malware', search: '', page: 0, pageSize: 25 });
    expect(fake.rpc).toHaveBeenLastCalledWith(
      'admin_list_reports',
      expect.objectContaining({ p_status: '', p_reason: 'malware', p_offset: 0 }),
    );
  });

  it('refuses rows of another shape, and says when the database refuses', async () => {
    fake.rpc.mockResolvedValueOnce(answer({ total: 1, rows: [{ ...REPORT_ROW, status: 'x' }] }));
    await expect(
      listReports({ status: 'all', reason: null, search: '', page: 0, pageSize: 25 }),
    ).rejects.toMatchObject({ title: 'Erro ao carregar denúncias' });
    fake.rpc.mockResolvedValueOnce(refusal('42501', 'Apenas administradores.'));
    await expect(
      listReports({ status: 'all', reason: null, search: '', page: 0, pageSize: 25 }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('the moderation actions', () => {
  it('disable and enable a code with its trimmed reason', async () => {
    await disableCode({ kind: 'link', id: 'l1', reason: ' golpe confirmado ' });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_disable_code', {
      p_kind: 'link',
      p_id: 'l1',
      p_reason: 'golpe confirmado',
    });
    await enableCode({ kind: 'qr', id: 'q1', reason: 'engano' });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_enable_code', {
      p_kind: 'qr',
      p_id: 'q1',
      p_reason: 'engano',
    });
  });

  it('asks for the reason before calling', async () => {
    await expect(disableCode({ kind: 'qr', id: 'q1', reason: '  ' })).rejects.toMatchObject({
      title: 'Erro ao desativar',
      message: 'Informe o motivo.',
    });
    await expect(blockUser({ userId: 'u1', reason: '' })).rejects.toMatchObject({
      message: 'Informe o motivo.',
    });
    expect(fake.rpc).not.toHaveBeenCalled();
  });

  it('dismiss and reopen a report, the note optional', async () => {
    await resolveReport({ reportId: 'r1', status: 'dismissed', note: ' duplicada ' });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_resolve_report', {
      p_report: 'r1',
      p_status: 'dismissed',
      p_note: 'duplicada',
    });
    await resolveReport({ reportId: 'r1', status: 'open' });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_resolve_report', {
      p_report: 'r1',
      p_status: 'open',
      p_note: undefined,
    });
  });

  it("block and unblock an account, showing the database's refusal", async () => {
    await unblockUser({ userId: 'u1', reason: 'recurso aceito' });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_unblock_user', {
      p_user: 'u1',
      p_reason: 'recurso aceito',
    });
    fake.rpc.mockResolvedValueOnce(
      refusal('P0001', 'Não é possível bloquear um administrador.', 'admin_not_blockable'),
    );
    await expect(blockUser({ userId: 'u2', reason: 'golpe' })).rejects.toMatchObject({
      code: 'server_rule',
      title: 'Erro ao bloquear usuário',
      message: 'Não é possível bloquear um administrador.',
    });
  });
});

describe('listAuditLog', () => {
  it('reads one page of the log, filtered by action', async () => {
    const row = {
      id: 42,
      actor_id: 'a1',
      actor_email: 'admin@example.com',
      action: 'code_disabled',
      target_kind: 'link',
      target_id: 'l1',
      reason: 'golpe',
      details: { destination: 'https://golpe.example', reports_resolved: 2 },
      created_at: '2026-11-27T12:00:00+00:00',
    };
    fake.rpc.mockResolvedValueOnce(answer({ total: 51, rows: [row] }));
    await expect(
      listAuditLog({ action: 'code_disabled', search: '', page: 1, pageSize: 50 }),
    ).resolves.toEqual({ total: 51, rows: [row] });
    expect(fake.rpc).toHaveBeenLastCalledWith('admin_list_audit', {
      p_action: 'code_disabled',
      p_search: '',
      p_limit: 50,
      p_offset: 50,
    });
    fake.rpc.mockResolvedValueOnce(answer({ total: 0, rows: [] }));
    await listAuditLog({ action: null, search: ' ana ', page: 0, pageSize: 50 });
    expect(fake.rpc).toHaveBeenLastCalledWith(
      'admin_list_audit',
      expect.objectContaining({ p_action: '', p_search: 'ana' }),
    );
  });
});
