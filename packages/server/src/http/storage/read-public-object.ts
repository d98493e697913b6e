/**
 * GET /object/public/<bucket>/<key>: objects of public buckets, with the type, cache policy
 * and ETag they were uploaded with. Every object is served so that it cannot act as a page of
 * our origin: `nosniff`, and a sandboxing CSP (an SVG opened directly runs no script; inside
 * an <img> it never does anyway), but for a PDF, which the browser's own viewer shows. Anything
 * that is neither an image nor a PDF is a download.
 */
import type { Db } from '../../db/database';
import { SNIFFABLE_TYPES } from './sniff-content-type';
import { storageErrors } from './storage-error';

export interface PublicObject {
  bytes: Buffer;
  headers: Record<string, string>;
  etag: string;
}

interface ObjectRow {
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string } | null;
  updated_at: Date | null;
  data: Buffer;
  public: boolean;
}

/** Uploads of these were checked against their bytes (upload-object), so they may show inline. */
const INLINE_TYPES = new Set<string>(SNIFFABLE_TYPES);

export async function readPublicObject(
  db: Db,
  bucketId: string,
  key: string,
): Promise<PublicObject> {
  const { rows } = await db.query<ObjectRow>(
    `select o.metadata, o.updated_at, d.data, coalesce(b.public, false) as public
       from storage.objects o
       join storage.buckets b on b.id = o.bucket_id
       join storage.object_data d on d.object_id = o.id
      where o.bucket_id = $1 and o.name = $2`,
    [bucketId, key],
  );
  const row = rows[0];
  // A private bucket's object is "not found" here: its existence is not public either.
  if (!row || !row.public) throw storageErrors.objectNotFound();
  const contentType = row.metadata?.mimetype ?? 'application/octet-stream';
  const etag = row.metadata?.eTag ?? `"${row.data.length}"`;
  const fileName = key.split('/').at(-1) ?? 'file';
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': row.metadata?.cacheControl ?? 'max-age=3600',
    etag,
    'x-content-type-options': 'nosniff',
    // A browser's PDF viewer refuses a sandboxed document (and one whose CSP forbids plugins):
    // a PDF, its bytes checked at upload, shows in the viewer, never as a page of ours, and is
    // framed by nobody; everything else runs nothing.
    'content-security-policy':
      contentType === 'application/pdf'
        ? "frame-ancestors 'none'"
        : "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
    'content-disposition': `${INLINE_TYPES.has(contentType) ? 'inline' : 'attachment'}; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
  };
  if (row.updated_at) headers['last-modified'] = row.updated_at.toUTCString();
  return { bytes: row.data, headers, etag };
}
