/**
 * A published page as /p/{slug} draws it, read by the server's own connection (published_page,
 * service role). The stored content is parsed again with the editor's schema: the database
 * checks the same rules, and a page that still fails them (written before a rule existed) is not
 * drawn half-checked but answered as not found, and logged.
 */
import { parsePageContent } from '@qrlink/core/pages/page-content';
import { isPageSlug } from '@qrlink/core/pages/page-slug';
import type { RenderablePage } from '@qrlink/core/pages/render-page';
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';

interface StoredPage {
  id: string;
  slug: string;
  kind: string;
  title: string;
  content: unknown;
  badge: boolean;
}

/** A page as the servers answer it: drawn by core, counted by its id. */
export type PublishedPage = RenderablePage & { id: string };

export async function loadPublishedPage(
  db: Db,
  slug: string,
  log: (message: string, error?: unknown) => void,
): Promise<PublishedPage | null> {
  if (!isPageSlug(slug)) return null;
  const stored = await runAs(db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ page: StoredPage | null }>(
      'select public.published_page($1) as page',
      [slug],
    );
    return rows[0]?.page ?? null;
  });
  if (!stored) return null;
  const parsed = parsePageContent(stored.kind, stored.content);
  if (!parsed) {
    log(`page ${slug} has content the editor's schema refuses`);
    return null;
  }
  return { id: stored.id, slug: stored.slug, title: stored.title, badge: stored.badge, ...parsed };
}
