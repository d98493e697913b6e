import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import { savePage, SLUG_TAKEN, type SavePageInput } from './save-page';

const calls: { table: string; op: string; values?: unknown }[] = [];
let answer: { data: unknown; error: unknown } = { data: null, error: null };
const chain = {
  insert: (values: unknown) => (calls.push({ table: 'pages', op: 'insert', values }), chain),
  update: (values: unknown) => (calls.push({ table: 'pages', op: 'update', values }), chain),
  eq: () => chain,
  select: () => chain,
  single: async () => answer,
  maybeSingle: async () => answer,
};
vi.mock('../client', () => ({ getSupabase: async () => ({ from: () => chain }) }));

const row = {
  id: '7f0e3c52-0000-4000-8000-000000000001',
  workspace_id: '7f0e3c52-0000-4000-8000-000000000002',
  kind: 'links',
  slug: 'cafe-da-praca',
  title: 'Café',
  content: { name: 'Café', bio: '', theme: DEFAULT_PAGE_THEME, buttons: [] },
  published: true,
  updated_at: '2026-11-28T10:00:00Z',
};

const input = (changes: Partial<SavePageInput> = {}): SavePageInput =>
  ({
    userId: 'u1',
    workspaceId: row.workspace_id,
    kind: 'links',
    slug: ' Café da Praça ',
    title: ' Café ',
    published: true,
    content: {
      name: 'Café',
      theme: DEFAULT_PAGE_THEME,
      buttons: [{ id: 'a', kind: 'link', label: 'Menu', target: 'cafe.example/menu' }],
    },
    ...changes,
  }) as SavePageInput;

describe('savePage', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = { data: row, error: null };
  });

  it('writes the canonical slug, title and content into the workspace', async () => {
    const saved = await savePage(input());
    expect(calls).toEqual([
      {
        table: 'pages',
        op: 'insert',
        values: {
          slug: 'cafe-da-praca',
          title: 'Café',
          published: true,
          content: {
            name: 'Café',
            bio: '',
            theme: DEFAULT_PAGE_THEME,
            buttons: [
              { id: 'a', kind: 'link', label: 'Menu', target: 'https://cafe.example/menu' },
            ],
            socials: [],
          },
          kind: 'links',
          user_id: 'u1',
          workspace_id: row.workspace_id,
        },
      },
    ]);
    expect(saved).toMatchObject({ slug: 'cafe-da-praca', workspaceId: row.workspace_id });
  });

  it('refuses bad input before any call, and tells a taken address and the database reasons', async () => {
    await expect(savePage(input({ slug: '!' }))).rejects.toMatchObject({
      message: 'O endereço deve ter de 3 a 50 letras minúsculas, números ou hífens.',
    });
    await expect(savePage(input({ title: '' }))).rejects.toMatchObject({
      message: 'Dê um nome à página.',
    });
    expect(calls).toEqual([]);
    answer = { data: null, error: { code: '23505', message: 'duplicate key' } };
    await expect(savePage(input())).rejects.toMatchObject(SLUG_TAKEN);
    answer = { data: null, error: { code: '22023', message: 'Use no máximo 30 botões.' } };
    await expect(savePage(input({ id: row.id }))).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Use no máximo 30 botões.',
    });
    answer = {
      data: null,
      error: { code: 'P0001', message: 'O plano deste espaço de trabalho permite 1 página(s).' },
    };
    await expect(savePage(input())).rejects.toMatchObject({
      message: 'O plano deste espaço de trabalho permite 1 página(s).',
    });
  });
});
