// The page editor's whole form (docs/product/pages.md, "What a page holds"): its address, its
// name in the dashboard, whether it is published, and its content. The data layer parses with
// it before saving; the editor marks each field with its message.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { linkPageSchema } from './link-page-schema';
import { pageSlugField } from './page-slug';

export const pageFormSchema = z.object({
  slug: pageSlugField,
  title: z.string().trim().min(1, KEYS.pageTitleRequired).max(80, KEYS.pageTitleTooLong),
  content: linkPageSchema,
  published: z.boolean(),
});
export type PageFormInput = z.input<typeof pageFormSchema>;
