// The page editor's whole form (docs/product/pages.md, "What a page holds"): its address, its
// name in the dashboard, whether it is published, its kind and that kind's content. The data
// layer parses with it before saving; the editor marks each field with its message.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { cardPageSchema } from './card-page-schema';
import { linkPageSchema } from './link-page-schema';
import { menuPageSchema } from './menu-page-schema';
import { pageSlugField } from './page-slug';

const common = {
  slug: pageSlugField,
  title: z.string().trim().min(1, KEYS.pageTitleRequired).max(80, KEYS.pageTitleTooLong),
  published: z.boolean(),
};

export const pageFormSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('links'), content: linkPageSchema }),
  z.object({ ...common, kind: z.literal('menu'), content: menuPageSchema }),
  z.object({ ...common, kind: z.literal('card'), content: cardPageSchema }),
]);
export type PageFormInput = z.input<typeof pageFormSchema>;
