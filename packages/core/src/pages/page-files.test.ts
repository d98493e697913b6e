import { describe, expect, it } from 'vitest';
import type { PageContent } from './page-content';
import { pageFileUrls, filesDropped } from './page-files';
import { linksWithPhoto, menuWithPhotos } from './page-test-fixtures';

const photo = (name: string) =>
  `https://qr.example/storage/v1/object/public/qr_logos/w1/${name}.png`;

const links = (photoUrl: string | null): PageContent => ({
  kind: 'links',
  content: linksWithPhoto(photoUrl),
});

const menu = (photoUrl: string | null, itemPhotos: (string | null)[]): PageContent => ({
  kind: 'menu',
  content: menuWithPhotos(photoUrl, itemPhotos),
});

describe('page files', () => {
  it("lists a page's own photo and its menu items' photos, each once", () => {
    expect(pageFileUrls(links(photo('logo')))).toEqual([photo('logo')]);
    expect(pageFileUrls(links(null))).toEqual([]);
    expect(pageFileUrls(menu(photo('logo'), [photo('pao'), null, photo('pao')]))).toEqual([
      photo('logo'),
      photo('pao'),
    ]);
  });

  it('names the photos a save replaced or removed, and every photo of a deleted page', () => {
    const before = menu(photo('logo'), [photo('pao'), photo('cafe')]);
    expect(filesDropped(before, menu(photo('logo-novo'), [photo('pao')]))).toEqual([
      photo('logo'),
      photo('cafe'),
    ]);
    expect(filesDropped(before, before)).toEqual([]);
    expect(filesDropped(before, null)).toEqual([photo('logo'), photo('pao'), photo('cafe')]);
    expect(filesDropped(null, before)).toEqual([]);
  });

  it("counts a menu's PDF among its files", () => {
    const pdfUrl = 'https://qr.example/storage/v1/object/public/page_files/w1/cardapio-1.pdf';
    const withPdf: PageContent = {
      kind: 'menu',
      content: { ...menuWithPhotos(null, [photo('pao')]), pdfUrl },
    };
    expect(pageFileUrls(withPdf)).toEqual([photo('pao'), pdfUrl]);
    expect(filesDropped(withPdf, menu(null, [photo('pao')]))).toEqual([pdfUrl]);
  });
});
