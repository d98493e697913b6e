/** storage.buckets rows: public flag and upload limits, enforced here as Supabase Storage does. */
import type { DbClient } from '../../db/database';
import { storageErrors } from './storage-error';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Read as the table owner: a bucket's configuration is not a secret, its objects are. */
export async function loadBucket(db: DbClient, id: string): Promise<Bucket> {
  const { rows } = await db.query<Bucket>(
    `select id, coalesce(public, false) as public, file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}

/** `image/*` style wildcards as in Supabase's allowed_mime_types. */
export function isMimeTypeAllowed(bucket: Bucket, mimeType: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? mimeType.startsWith(pattern.slice(0, -1)) : pattern === mimeType,
  );
}
