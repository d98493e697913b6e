// A page as the dashboard reads it (docs/product/pages.md, "What a page holds"). The content is
// parsed with its kind's schema: a row the schema refuses (older rules) opens with the editor's
// defaults instead of breaking the screen.
import { z } from 'zod';
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import { PAGE_KINDS, parsePageContent, type PageContent } from '@qrlink/core/pages/page-content';

export const PAGE_COLUMNS = 'id, workspace_id, kind, slug, title, content, published, updated_at';

const EMPTY: Record<PageContent['kind'], PageContent> = {
  links: {
    kind: 'links',
    content: { name: '', bio: '', theme: DEFAULT_PAGE_THEME, buttons: [], socials: [] },
  },
  menu: {
    kind: 'menu',
    content: {
      name: '',
      bio: '',
      theme: DEFAULT_PAGE_THEME,
      hours: [],
      sections: [],
      whatsapp: null,
    },
  },
  card: {
    kind: 'card',
    content: {
      name: '',
      role: '',
      company: '',
      theme: DEFAULT_PAGE_THEME,
      phone: null,
      whatsapp: null,
      email: null,
      website: null,
      address: null,
      pixKey: null,
    },
  },
};

export const pageRowSchema = z
  .object({
    id: z.string(),
    workspace_id: z.string().nullable(),
    kind: z.enum(PAGE_KINDS),
    slug: z.string(),
    title: z.string(),
    content: z.unknown(),
    published: z.boolean(),
    updated_at: z.string(),
  })
  .transform((row) => ({
    id: row.id,
    workspaceId: row.workspace_id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    updatedAt: row.updated_at,
    ...(parsePageContent(row.kind, row.content) ?? EMPTY[row.kind]),
  }));
export type PageRow = z.output<typeof pageRowSchema>;
