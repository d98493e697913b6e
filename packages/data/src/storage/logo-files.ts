// Files of the logo bucket, which holds QR codes' logos and pages' photos, under the folder of
// their workspace (or of the user, for a logo uploaded before teams).
import { LOGO_BUCKET } from '@qrlink/core/constants';
import type { Supabase } from '../client';

/**
 * `{folder}/{file}` from a public URL of our bucket when it is in one of `folders`, or null for
 * any other address.
 */
export function logoPathOf(logoUrl: string | null, folders: readonly string[]): string | null {
  if (!logoUrl) return null;
  const marker = `/storage/v1/object/public/${LOGO_BUCKET}/`;
  const at = logoUrl.indexOf(marker);
  if (at < 0) return null;
  const path = decodeURIComponent(logoUrl.slice(at + marker.length));
  const inFolder = folders.some((folder) => path.startsWith(`${folder}/`));
  return inFolder && !path.includes('..') ? path : null;
}

/** Removes these files of the bucket (storage's own policies decide who may). */
export async function removeLogoFiles(supabase: Supabase, paths: string[]): Promise<void> {
  if (paths.length > 0) await supabase.storage.from(LOGO_BUCKET).remove(paths);
}
