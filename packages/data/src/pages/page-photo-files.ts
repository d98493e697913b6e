// The photo files a page stopped showing (replaced, removed, or the page deleted) are removed
// from the workspace's folder of the logo bucket, so a photo the owner took away is no longer
// reachable at its address (docs/product/pages.md, "Photos"). Best effort: the save or deletion
// has already happened, and a file left behind goes with its workspace.
import { parsePageContent } from '@qrlink/core/pages/page-content';
import { pagePhotoUrls } from '@qrlink/core/pages/page-photos';
import type { Supabase } from '../client';
import { logoPathOf, removeLogoFiles } from '../storage/logo-files';

/**
 * Removes the files of `dropped` (photo addresses) that nothing in the workspace shows any more:
 * another page, or a QR code using the same file as its logo.
 */
export async function removeDroppedPagePhotos(
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
      if (parsed) for (const url of pagePhotoUrls(parsed)) shown.add(url);
    }
    for (const code of codes.data ?? []) if (code.logo_url) shown.add(code.logo_url);
    const paths = dropped
      .filter((url) => !shown.has(url))
      .map((url) => logoPathOf(url, [workspaceId]))
      .filter((path): path is string => path !== null);
    await removeLogoFiles(supabase, paths);
  } catch {
    // Best effort (see above).
  }
}
