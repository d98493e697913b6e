// Files of our public buckets under the folder of their workspace (or of the user, for a logo
// uploaded before teams): the logo bucket, which holds QR codes' logos and pages' photos, and
// the page files bucket, which holds menus' PDFs.
import { LOGO_BUCKET } from '@qrlink/core/constants';
import { PAGE_FILES_BUCKET } from '@qrlink/core/pages/menu-pdf';
import type { Supabase } from '../client';

export interface StoredFile {
  bucket: string;
  path: string;
}

/**
 * The bucket and `{folder}/{file}` of a public URL of one of our buckets when it is in one of
 * `folders`, or null for any other address.
 */
export function storedFileOf(url: string | null, folders: readonly string[]): StoredFile | null {
  if (!url) return null;
  for (const bucket of [LOGO_BUCKET, PAGE_FILES_BUCKET]) {
    const marker = `/storage/v1/object/public/${bucket}/`;
    const at = url.indexOf(marker);
    if (at < 0) continue;
    const path = decodeURIComponent(url.slice(at + marker.length));
    const inFolder = folders.some((folder) => path.startsWith(`${folder}/`));
    return inFolder && !path.includes('..') ? { bucket, path } : null;
  }
  return null;
}

/** `{folder}/{file}` of a logo (a public URL of the logo bucket in one of `folders`), or null. */
export function logoPathOf(logoUrl: string | null, folders: readonly string[]): string | null {
  const file = storedFileOf(logoUrl, folders);
  return file?.bucket === LOGO_BUCKET ? file.path : null;
}

/** Removes these files of the logo bucket (storage's own policies decide who may). */
export async function removeLogoFiles(supabase: Supabase, paths: string[]): Promise<void> {
  await removeStoredFiles(
    supabase,
    paths.map((path) => ({ bucket: LOGO_BUCKET, path })),
  );
}

/** Removes these files, bucket by bucket (storage's own policies decide who may). */
export async function removeStoredFiles(supabase: Supabase, files: StoredFile[]): Promise<void> {
  const buckets = new Map<string, string[]>();
  for (const { bucket, path } of files) buckets.set(bucket, [...(buckets.get(bucket) ?? []), path]);
  for (const [bucket, paths] of buckets) await supabase.storage.from(bucket).remove(paths);
}
