// Test helpers for pages (tests only: core's and the data layer's photo tests use them).
import { DEFAULT_PAGE_THEME, type LinkPageContent } from './link-page-schema';
import type { MenuPageContent } from './menu-page-schema';

/** A digital menu's content with this header photo and one item per entry of `itemPhotos`. */
export function menuWithPhotos(
  photoUrl: string | null,
  itemPhotos: (string | null)[],
): MenuPageContent {
  return {
    name: 'Café',
    bio: '',
    photoUrl,
    theme: DEFAULT_PAGE_THEME,
    hours: [],
    whatsapp: null,
    sections: [
      {
        id: 's1',
        title: 'Pratos',
        items: itemPhotos.map((url, index) => ({
          id: `i${index}`,
          name: `Item ${index}`,
          description: '',
          priceCents: 100,
          photoUrl: url,
          tags: [],
        })),
      },
    ],
  };
}

/** A page of links with this photo and no buttons. */
export function linksWithPhoto(photoUrl: string | null, name = 'Café'): LinkPageContent {
  return { name, bio: '', photoUrl, theme: DEFAULT_PAGE_THEME, buttons: [], socials: [] };
}
