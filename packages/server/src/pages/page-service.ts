/**
 * The pages our server answers at /p/{slug} (docs/product/pages.md, "How a page is served"):
 * read through a PageCache that every change of a page in the database empties of it (LISTEN
 * page_cache), as the redirect path keeps its codes.
 */
import type { Db } from '../db/database';
import { loadPublishedPage, type PublishedPage } from './load-published-page';
import { PageCache } from './page-cache';

export interface PageService {
  /** The published page at `slug`, or null. */
  get(slug: string): Promise<PublishedPage | null>;
  stop(): Promise<void>;
}

export async function startPageService(
  db: Db,
  log: (message: string, error?: unknown) => void,
): Promise<PageService> {
  const cache = new PageCache((slug) => loadPublishedPage(db, slug, log));
  const unlisten = await db.listen(
    'page_cache',
    // '*': something every page shows changed (a plan's price, so its badge).
    (slug) => (slug === '*' ? cache.clear() : cache.invalidate(slug)),
    () => cache.clear(),
  );
  return { get: (slug) => cache.get(slug), stop: unlisten };
}
