// The photos a page shows: its own, and a menu's items'. When a save or a deletion leaves one
// shown nowhere, the dashboard removes its file from storage (docs/product/pages.md, "Photos").
import type { PageContent } from './page-content';

/** Every photo address the page shows, each once. */
export function pagePhotoUrls(page: PageContent): string[] {
  const items = page.kind === 'menu' ? page.content.sections.flatMap((s) => s.items) : [];
  const urls = [page.content.photoUrl, ...items.map((item) => item.photoUrl)];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))];
}

/** The photos `before` showed that `after` (null: the page is gone) no longer shows. */
export function photosDropped(before: PageContent | null, after: PageContent | null): string[] {
  const kept = new Set(after ? pagePhotoUrls(after) : []);
  return (before ? pagePhotoUrls(before) : []).filter((url) => !kept.has(url));
}
