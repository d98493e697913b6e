// A page's photo files, and a menu's PDF, leave storage once nothing shows them (page-files.ts):
// after a save that replaced or removed them, and after the page's deletion.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linksWithPhoto, menuWithPhotos } from '@qrlink/core/pages/page-test-fixtures';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));
const { savePage } = await import('./save-page');
const { deletePage } = await import('./delete-page');

const WORKSPACE = '7f0e3c52-0000-4000-8000-000000000002';
const photo = (name: string, folder = WORKSPACE) =>
  `https://qr.example/storage/v1/object/public/qr_logos/${folder}/${name}.png`;

const menuContent = (photoUrl: string | null, itemPhoto: string | null) =>
  menuWithPhotos(photoUrl, [itemPhoto]);

const row = (content: object) => ({
  id: '7f0e3c52-0000-4000-8000-000000000001',
  workspace_id: WORKSPACE,
  kind: 'menu',
  slug: 'cafe',
  title: 'Café',
  content,
  published: true,
  updated_at: '2026-11-28T10:00:00Z',
});

/** The editor's save of a menu: an edit of the page, or with `{ id: undefined }` a new one. */
const save = (content: object, target: { id?: string; workspaceId?: string } = {}) =>
  savePage({
    id: '7f0e3c52-0000-4000-8000-000000000001',
    ...target,
    userId: 'u1',
    kind: 'menu',
    slug: 'cafe',
    title: 'Café',
    published: true,
    content,
  } as Parameters<typeof savePage>[0]);

describe("a page's photo files", () => {
  beforeEach(() => {
    fake = createFakeSupabase();
  });

  it('removes the photos an edit replaced or removed, and keeps those still shown', async () => {
    const before = menuContent(photo('logo'), photo('pao'));
    const after = menuContent(photo('logo-novo'), null);
    fake.queueTable(
      'pages',
      { data: { kind: 'menu', content: before }, error: null },
      { data: row(after), error: null },
      // The workspace's pages now: this one, and another page that shows the old logo too.
      {
        data: [
          { kind: 'menu', content: after },
          {
            kind: 'links',
            content: linksWithPhoto(photo('logo'), 'Bio'),
          },
        ],
        error: null,
      },
    );
    await save(after);
    expect(fake.removedFiles).toEqual([`qr_logos/${WORKSPACE}/pao.png`]);
  });

  it("removes a menu's PDF once it is replaced, from the page files bucket", async () => {
    const pdf = (name: string) =>
      `https://qr.example/storage/v1/object/public/page_files/${WORKSPACE}/${name}.pdf`;
    const before = { ...menuContent(null, null), pdfUrl: pdf('cardapio-1') };
    const after = { ...menuContent(null, null), pdfUrl: pdf('cardapio-2') };
    fake.queueTable(
      'pages',
      { data: { kind: 'menu', content: before }, error: null },
      { data: row(after), error: null },
      { data: [{ kind: 'menu', content: after }], error: null },
    );
    await save(after);
    expect(fake.removedFiles).toEqual([`page_files/${WORKSPACE}/cardapio-1.pdf`]);
  });

  it("never removes a QR code's logo, a file outside the workspace's folder or another site's image", async () => {
    const before = menuContent(photo('logo'), photo('pao', 'outra-pasta'));
    const after = menuContent(null, 'https://cdn.example.com/pao.png');
    fake.queueTable(
      'pages',
      { data: { kind: 'menu', content: before }, error: null },
      { data: row(after), error: null },
      { data: [{ kind: 'menu', content: after }], error: null },
    );
    fake.setTable('qr_codes', { data: [{ logo_url: photo('logo') }], error: null });
    await save(after);
    expect(fake.removedFiles).toEqual([]);
  });

  it('removes every photo of a deleted page, and a failed removal does not fail the deletion', async () => {
    fake.queueTable(
      'pages',
      { data: [row(menuContent(photo('logo'), photo('pao')))], error: null },
      { data: [], error: null },
    );
    await deletePage('7f0e3c52-0000-4000-8000-000000000001');
    expect(fake.removedFiles).toEqual([
      `qr_logos/${WORKSPACE}/logo.png`,
      `qr_logos/${WORKSPACE}/pao.png`,
    ]);

    fake = createFakeSupabase();
    fake.queueTable('pages', { data: [row(menuContent(photo('logo'), null))], error: null });
    fake.setTable('qr_codes', { data: null, error: { message: 'falhou' } });
    await expect(deletePage('7f0e3c52-0000-4000-8000-000000000001')).resolves.toBeUndefined();
    expect(fake.removedFiles).toEqual([]);
  });

  it('a new page removes nothing', async () => {
    const content = menuContent(photo('logo'), null);
    fake.queueTable('pages', { data: row(content), error: null });
    await save(content, { id: undefined, workspaceId: WORKSPACE });
    expect(fake.removedFiles).toEqual([]);
    expect(fake.calls.map((call) => call.steps[0]?.[0])).toEqual(['insert']);
  });
});
