/**
 * POST/PUT /object/<bucket>/<key>: store an object as the caller. The bucket's size and MIME
 * limits are checked here (as Supabase Storage does); who may write where is decided by
 * storage.objects RLS, because the rows are written inside runAs as the JWT's role.
 */
import { createHash } from 'node:crypto';
import type { Db, DbClient } from '../../db/database';
import type { JwtClaims } from '../shared/jwt';
import { runAs } from '../shared/run-as';
import { isMimeTypeAllowed, loadBucket } from './bucket';
import type { UploadBody } from './read-upload-body';
import { contentMatchesType } from './sniff-content-type';
import { storageErrors } from './storage-error';

export interface UploadRequest {
  bucketId: string;
  key: string;
  upsert: boolean;
  claims: JwtClaims;
  headers: Record<string, string>;
  /** Reads the body once the bucket's limit is known. */
  readBody: (maxBytes: number) => Promise<UploadBody>;
}

/** The server-wide ceiling, whatever a bucket says (Supabase's default global limit). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export async function uploadObject(
  db: Db,
  request: UploadRequest,
): Promise<{ Id: string; Key: string }> {
  const bucket = await loadBucket(db, request.bucketId);
  const limit = Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
  const body = await request.readBody(limit);
  if (!isMimeTypeAllowed(bucket, body.contentType))
    throw storageErrors.invalidMimeType(body.contentType);
  if (!contentMatchesType(body.contentType, body.bytes))
    throw storageErrors.contentMismatch(body.contentType);
  const etag = `"${createHash('md5').update(body.bytes).digest('hex')}"`;
  const metadata = {
    eTag: etag,
    size: body.bytes.length,
    mimetype: body.contentType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
  const owner = typeof request.claims.sub === 'string' ? request.claims.sub : null;
  try {
    const id = await runAs(
      db,
      request.claims,
      (tx) => writeObject(tx, request, owner, metadata, body.bytes),
      { headers: request.headers, method: 'POST', path: `/storage/v1/object/${request.bucketId}` },
    );
    return { Id: id, Key: `${request.bucketId}/${request.key}` };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42501') throw storageErrors.rowLevelSecurity();
    if (code === '23505') throw storageErrors.duplicate();
    throw error;
  }
}

async function writeObject(
  tx: DbClient,
  request: UploadRequest,
  owner: string | null,
  metadata: Record<string, unknown>,
  bytes: Buffer,
): Promise<string> {
  const onConflict = request.upsert
    ? `on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             version = excluded.version, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
       values ($1, $2, $3::uuid, $3::text, $4::jsonb, gen_random_uuid()::text)
       ${onConflict}
       returning id`,
    [request.bucketId, request.key, owner, JSON.stringify(metadata)],
  );
  const id = rows[0]!.id;
  await tx.query(
    `insert into storage.object_data (object_id, data) values ($1, $2)
       on conflict (object_id) do update set data = excluded.data`,
    [id, bytes],
  );
  return id;
}
