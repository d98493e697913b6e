// The files a page shows: its photo, a menu's items' photos and a menu's PDF. When a save or a
// deletion leaves one shown nowhere, the dashboard removes it from storage (docs/product/pages.md,
// "Photos and files").
import type { PageContent } from './page-content';

/** Every file address the page shows, each once. */
export function pageFileUrls(page: PageContent): string[] {
  const menu = page.kind === 'menu' ? page.content : null;
  const items = menu ? menu.sections.flatMap((s) => s.items) : [];
  const urls = [page.content.photoUrl, ...items.map((item) => item.photoUrl), menu?.pdfUrl];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))];
}

/** The files `before` showed that `after` (null: the page is gone) no longer shows. */
export function filesDropped(before: PageContent | null, after: PageContent | null): string[] {
  const kept = new Set(after ? pageFileUrls(after) : []);
  return (before ? pageFileUrls(before) : []).filter((url) => !kept.has(url));
}
