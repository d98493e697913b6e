// The kinds of page (docs/product/pages.md) and their content, each checked by its own schema:
// what the server draws and the dashboard reads is parsed here first.
import { cardPageSchema, type CardPageContent } from './card-page-schema';
import { linkPageSchema, type LinkPageContent } from './link-page-schema';
import { menuPageSchema, type MenuPageContent } from './menu-page-schema';

export const PAGE_KINDS = ['links', 'menu', 'card'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** What each kind is called on screen. */
export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  links: 'Página de links',
  menu: 'Cardápio digital',
  card: 'Cartão de visita digital',
};

export type PageContent =
  | { kind: 'links'; content: LinkPageContent }
  | { kind: 'menu'; content: MenuPageContent }
  | { kind: 'card'; content: CardPageContent };

/** The content checked by its kind's schema, or null when either is not one we know. */
export function parsePageContent(kind: string, content: unknown): PageContent | null {
  if (kind === 'links') {
    const parsed = linkPageSchema.safeParse(content);
    return parsed.success ? { kind, content: parsed.data } : null;
  }
  if (kind === 'menu') {
    const parsed = menuPageSchema.safeParse(content);
    return parsed.success ? { kind, content: parsed.data } : null;
  }
  if (kind === 'card') {
    const parsed = cardPageSchema.safeParse(content);
    return parsed.success ? { kind, content: parsed.data } : null;
  }
  return null;
}
