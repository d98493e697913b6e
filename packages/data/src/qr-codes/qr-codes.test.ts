import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));
const { logoPathOf } = await import('../storage/stored-files');
const { listQrCodes } = await import('./list-qr-codes');
const { NO_FOLDER } = await import('../organise/item-organisation');

const ROW = {
  id: 'qr-1',
  target_url: 'https://exemplo.com.br/menu',
  fg_color: '#fd1455',
  bg_color: '#ffffff',
  logo_url: null,
  scan_count: 3,
  created_at: '2026-11-25T12:00:00Z',
  updated_at: '2026-11-25T12:00:00Z',
  design: null,
  content_type: 'url',
  content: null,
  payload: null,
  domain_id: null,
  folder_id: null,
  tags: [{ id: 't1', name: 'Natal' }],
};

describe('QR code use cases', () => {
  beforeEach(() => {
    fake = createFakeSupabase();
  });

  it('asks the database for one filtered, searched and sorted page', async () => {
    fake.rpc.mockResolvedValue({ data: { total: 41, rows: [ROW] }, error: null });
    const page = await listQrCodes({
      userId: 'u1',
      search: ' cardapio ',
      folderId: NO_FOLDER,
      tagId: 't1',
      sort: 'scan_count',
      ascending: true,
      page: 2,
      pageSize: 20,
    });
    expect(fake.rpc).toHaveBeenCalledWith('list_my_items', {
      p_kind: 'qr',
      p_search: 'cardapio',
      p_folder_id: NO_FOLDER,
      p_tag_id: 't1',
      p_sort: 'visits',
      p_ascending: true,
      p_limit: 20,
      p_offset: 40,
    });
    expect(page).toEqual({ total: 41, rows: [ROW] });
  });

  it('says the codes could not be loaded in pt-BR', async () => {
    fake.rpc.mockResolvedValue({ data: null, error: { code: 'XX000', message: 'boom' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(listQrCodes({ userId: 'u1', page: 0, pageSize: 20 })).rejects.toMatchObject({
      title: 'Erro ao Carregar',
    });
  });

  it("removes only a logo in the code's workspace folder or the user's own folder of our bucket", () => {
    const user = '11111111-1111-4111-8111-111111111111';
    const ours = `https://qr.example.com/storage/v1/object/public/qr_logos/${user}/1700000000000.png`;
    expect(logoPathOf(ours, [user])).toBe(`${user}/1700000000000.png`);
    expect(logoPathOf(ours, ['w1', user])).toBe(`${user}/1700000000000.png`);
    expect(logoPathOf(ours, ['22222222-2222-4222-8222-222222222222'])).toBeNull();
    expect(logoPathOf('https://cdn.example.com/logo.png', [user])).toBeNull();
    expect(
      logoPathOf(`https://x/storage/v1/object/public/qr_logos/${user}/../other/a.png`, [user]),
    ).toBeNull();
    expect(logoPathOf(null, [user])).toBeNull();
  });
});
