// The calls that read or make "all my" items name the workspace being worked in, and leave it
// to the database's default (the personal workspace) when none is known.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));
const { listQrCodes } = await import('../qr-codes/list-qr-codes');
const { listFolders } = await import('../organise/list-folders');
const { createFolder } = await import('../organise/create-folder');
const { bulkCreate } = await import('../bulk/bulk-create');
const { getVisitStats } = await import('../analytics/get-visit-stats');
const { listQrTemplates } = await import('../qr-templates/list-qr-templates');

describe('the workspace of a call', () => {
  beforeEach(() => {
    fake = createFakeSupabase();
  });

  it('lists the codes of the workspace named, and the personal ones without one', async () => {
    fake.rpc.mockResolvedValue({ data: { total: 0, rows: [] }, error: null });
    await listQrCodes({ userId: 'u1', workspaceId: 'w2', page: 0, pageSize: 20 });
    expect(fake.rpc).toHaveBeenLastCalledWith(
      'list_my_items',
      expect.objectContaining({ p_workspace: 'w2' }),
    );
    await listQrCodes({ userId: 'u1', page: 0, pageSize: 20 });
    expect(fake.rpc.mock.lastCall?.[1]).toMatchObject({ p_workspace: undefined });
  });

  it("lists and makes folders in the workspace, never another's", async () => {
    await listFolders('w2');
    expect(fake.calls.at(-1)!.steps).toContainEqual(['eq', 'workspace_id', 'w2']);
    fake.setTable('folders', { data: { id: 'f1', name: 'Cardápios' }, error: null });
    await createFolder('Cardápios', 'w2');
    expect(fake.calls.at(-1)!.steps).toContainEqual([
      'insert',
      { name: 'Cardápios', workspace_id: 'w2' },
    ]);
  });

  it('creates in bulk, charts the totals and lists templates in the workspace', async () => {
    fake.rpc.mockResolvedValueOnce({ data: [], error: null });
    await bulkCreate('qr', [], 'w2');
    expect(fake.rpc.mock.lastCall?.[1]).toMatchObject({ p_workspace: 'w2' });

    fake.rpc.mockResolvedValueOnce({ data: null, error: { code: 'XX', message: 'x' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await getVisitStats({
      kind: 'qr',
      workspaceId: 'w2',
      from: '2026-11-01',
      to: '2026-11-27',
    }).catch(() => undefined);
    expect(fake.rpc).toHaveBeenLastCalledWith(
      'visit_stats',
      expect.objectContaining({ p_workspace: 'w2' }),
    );

    await listQrTemplates('u1', 'w2');
    expect(fake.calls.at(-1)!.steps).toContainEqual(['eq', 'workspace_id', 'w2']);
  });
});
