// The files a page stopped showing (a photo replaced or removed, a menu's PDF too, or the page
// deleted) are removed from the workspace's folder of their bucket, so a file the owner took
// away is no longer reachable at its address (docs/product/pages.md, "Photos and files"). Best
// effort: the save or deletion has already happened, and a file left behind goes with its
// workspace.
import { parsePageContent } from '@qrlink/core/pages/page-content';
import { pageFileUrls } from '@qrlink/core/pages/page-files';
import type { Supabase } from '../client';
import { storedFileOf, removeStoredFiles } from '../storage/stored-files';

/**
 * Removes the files of `dropped` (their addresses) that nothing in the workspace shows any more:
 * another page, or a QR code using the same file as its logo.
 */
export async function removeDroppedPageFiles(
  supabase: Supabase,
  workspaceId: string | null,
  dropped: string[],
): Promise<void> {
  if (!workspaceId || dropped.length === 0) return;
  try {
    const [pages, codes] = await Promise.all([
      supabase.from('pages').select('kind, content').eq('workspace_id', workspaceId),
      supabase.from('qr_codes').select('logo_url').in('logo_url', dropped),
    ]);
    if (pages.error || codes.error) return;
    const shown = new Set<string>();
    for (const page of pages.data ?? []) {
      const parsed = parsePageContent(page.kind, page.content);
      if (parsed) for (const url of pageFileUrls(parsed)) shown.add(url);
    }
    for (const code of codes.data ?? []) if (code.logo_url) shown.add(code.logo_url);
    const files = dropped
      .filter((url) => !shown.has(url))
      .map((url) => storedFileOf(url, [workspaceId]))
      .filter((file) => file !== null);
    await removeStoredFiles(supabase, files);
  } catch {
    // Best effort (see above).
  }
}
