// A saved link page as the data layer reads it, for the tests of the screens that show pages.
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import type { PageRow } from '@qrlink/data/pages/page-row';

/** 'Café da Praça', published, with a 'Cardápio' link (id a) and a 'Ligar' phone (id b). */
export const linkPageRow: PageRow = {
  id: 'p1',
  workspaceId: 'w1',
  kind: 'links',
  slug: 'cafe-da-praca',
  title: 'Café da Praça',
  published: true,
  updatedAt: '2026-11-28T10:00:00Z',
  content: {
    name: 'Café da Praça',
    bio: 'Cafés especiais',
    theme: DEFAULT_PAGE_THEME,
    buttons: [
      { id: 'a', kind: 'link', label: 'Cardápio', target: 'https://cafe.example/menu' },
      { id: 'b', kind: 'phone', label: 'Ligar', target: '+554133334444' },
    ],
    socials: [],
  },
};
