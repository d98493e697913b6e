import { describe, expect, it } from 'vitest';
import type { PageContent } from './page-content';
import { pagePhotoUrls, photosDropped } from './page-photos';
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

describe('page photos', () => {
  it("lists a page's own photo and its menu items' photos, each once", () => {
    expect(pagePhotoUrls(links(photo('logo')))).toEqual([photo('logo')]);
    expect(pagePhotoUrls(links(null))).toEqual([]);
    expect(pagePhotoUrls(menu(photo('logo'), [photo('pao'), null, photo('pao')]))).toEqual([
      photo('logo'),
      photo('pao'),
    ]);
  });

  it('names the photos a save replaced or removed, and every photo of a deleted page', () => {
    const before = menu(photo('logo'), [photo('pao'), photo('cafe')]);
    expect(photosDropped(before, menu(photo('logo-novo'), [photo('pao')]))).toEqual([
      photo('logo'),
      photo('cafe'),
    ]);
    expect(photosDropped(before, before)).toEqual([]);
    expect(photosDropped(before, null)).toEqual([photo('logo'), photo('pao'), photo('cafe')]);
    expect(photosDropped(null, before)).toEqual([]);
  });
});
