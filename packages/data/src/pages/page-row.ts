// A page as the dashboard reads it (docs/product/pages.md, "What a page holds"). The content is
// parsed with the editor's schema: a row the schema refuses (older rules) opens with the
// editor's defaults instead of breaking the screen.
import { z } from 'zod';
import {
  DEFAULT_PAGE_THEME,
  linkPageSchema,
  type LinkPageContent,
} from '@qrlink/core/pages/link-page-schema';

export const PAGE_COLUMNS = 'id, workspace_id, slug, title, content, published, updated_at';

const EMPTY_CONTENT: LinkPageContent = {
  name: '',
  bio: '',
  theme: DEFAULT_PAGE_THEME,
  buttons: [],
};

export const pageRowSchema = z
  .object({
    id: z.string(),
    workspace_id: z.string().nullable(),
    slug: z.string(),
    title: z.string(),
    content: z.unknown(),
    published: z.boolean(),
    updated_at: z.string(),
  })
  .transform((row) => {
    const content = linkPageSchema.safeParse(row.content);
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      slug: row.slug,
      title: row.title,
      content: content.success ? content.data : EMPTY_CONTENT,
      published: row.published,
      updatedAt: row.updated_at,
    };
  });
export type PageRow = z.output<typeof pageRowSchema>;
