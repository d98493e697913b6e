import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QR_DESIGN } from '@qrlink/core/qr/design/qr-design';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));

const { listQrTemplates } = await import('./list-qr-templates');
const { saveQrTemplate } = await import('./save-qr-template');
const { deleteQrTemplate } = await import('./delete-qr-template');

beforeEach(() => {
  fake = createFakeSupabase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('QR design templates', () => {
  it("lists the user's templates, newest first, reading each design leniently", async () => {
    fake.setTable('qr_templates', {
      data: [
        {
          id: 't1',
          name: 'Cardápio',
          design: { modules: { shape: 'dots', bogus: 1 } },
          updated_at: '2026-11-25T10:00:00Z',
        },
        { id: 't2', name: 'Velho', design: 'não é um objeto', updated_at: '2026-11-24T10:00:00Z' },
      ],
      error: null,
    });
    const templates = await listQrTemplates('user-1');
    expect(templates.map((t) => [t.name, t.design.modules.shape])).toEqual([
      ['Cardápio', 'dots'],
      ['Velho', 'square'],
    ]);
    expect(templates[1]?.design).toEqual(DEFAULT_QR_DESIGN);
    expect(fake.calls[0]?.steps).toContainEqual(['eq', 'user_id', 'user-1']);
    expect(fake.calls[0]?.steps).toContainEqual(['order', 'updated_at', { ascending: false }]);
  });

  it('words a failed list in pt-BR', async () => {
    fake.setTable('qr_templates', { data: null, error: { code: 'XX000', message: 'boom' } });
    await expect(listQrTemplates('user-1')).rejects.toMatchObject({
      title: 'Erro ao carregar modelos',
      message: 'Não foi possível carregar seus modelos.',
    });
  });

  it('saves the tidied name with the checked design', async () => {
    fake.setTable('qr_templates', { data: { id: 't9' }, error: null });
    await expect(
      saveQrTemplate({ userId: 'user-1', name: '  Promo   de  verão ', design: { margin: 2 } }),
    ).resolves.toEqual({ id: 't9' });
    const insert = fake.calls[0]?.steps.find(([step]) => step === 'insert');
    expect(insert?.[1]).toEqual({
      user_id: 'user-1',
      name: 'Promo de verão',
      design: { ...DEFAULT_QR_DESIGN, margin: 2 },
    });
  });

  it('refuses a missing or long name and a bad design before any call', async () => {
    await expect(saveQrTemplate({ userId: 'u', name: '   ', design: {} })).rejects.toMatchObject({
      title: 'Erro ao salvar modelo',
      message: 'Dê um nome ao modelo.',
    });
    await expect(
      saveQrTemplate({ userId: 'u', name: 'x'.repeat(61), design: {} }),
    ).rejects.toMatchObject({ message: 'O nome do modelo pode ter no máximo 60 caracteres.' });
    await expect(
      saveQrTemplate({ userId: 'u', name: 'Ok', design: { margin: 99 } }),
    ).rejects.toMatchObject({ message: 'A margem deve ser um número inteiro de 0 a 16 módulos.' });
    expect(fake.calls).toHaveLength(0);
  });

  it('says a name is taken, and passes the limit message on', async () => {
    fake.setTable('qr_templates', { data: null, error: { code: '23505', message: 'duplicate' } });
    await expect(saveQrTemplate({ userId: 'u', name: 'Promo', design: {} })).rejects.toMatchObject({
      code: 'conflict',
      message: 'Já existe um modelo com este nome. Escolha outro nome.',
    });
    const limit = 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.';
    fake.setTable('qr_templates', { data: null, error: { code: 'P0001', message: limit } });
    await expect(saveQrTemplate({ userId: 'u', name: 'Promo', design: {} })).rejects.toMatchObject({
      title: 'Erro ao salvar modelo',
      message: limit,
    });
  });

  it("deletes a template by id (RLS: the workspace's editors), and reports one that is gone", async () => {
    fake.setTable('qr_templates', { data: [{ id: 't1' }], error: null });
    await expect(deleteQrTemplate('t1')).resolves.toBeUndefined();
    expect(fake.calls[0]?.steps).toEqual([['delete'], ['eq', 'id', 't1'], ['select', 'id']]);
    fake.setTable('qr_templates', { data: [], error: null });
    await expect(deleteQrTemplate('t1')).rejects.toMatchObject({
      title: 'Erro ao excluir modelo',
      message: 'Modelo não encontrado.',
    });
  });
});
