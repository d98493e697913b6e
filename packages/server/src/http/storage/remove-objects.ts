/**
 * DELETE /object/<bucket> {prefixes: [...]}: supabase-js `remove()`. Deleted as the caller, so
 * RLS lets a user remove only their own objects; the bytes go with the row (ON DELETE CASCADE).
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JwtClaims } from '../shared/jwt';
import { jsonBodyMessage, parseJsonBody } from '../shared/parse-json-body';
import { runAs } from '../shared/run-as';
import { storageErrors } from './storage-error';

const removeInput = z.object({ prefixes: z.array(z.string().min(1).max(1024)).min(1).max(1000) });

export function parseRemoveBody(raw: unknown): string[] {
  let json: unknown = raw;
  if (Buffer.isBuffer(raw)) {
    const body = parseJsonBody(raw.toString('utf8'));
    if (!body.ok)
      throw storageErrors.invalidRequest(jsonBodyMessage(body.reason, 'Body must be JSON'));
    json = body.value;
  }
  const parsed = removeInput.safeParse(json);
  if (!parsed.success)
    throw storageErrors.invalidRequest('body must have a non-empty "prefixes" array');
  return parsed.data.prefixes;
}

export async function removeObjects(
  db: Db,
  bucketId: string,
  names: string[],
  claims: JwtClaims,
  headers: Record<string, string>,
) {
  const { rows } = await runAs(
    db,
    claims,
    (tx) =>
      tx.query<{
        id: string;
        name: string;
        bucket_id: string;
        metadata: unknown;
        updated_at: Date;
        created_at: Date;
      }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
          returning id, name, bucket_id, metadata, updated_at, created_at, last_accessed_at`,
        [bucketId, names],
      ),
    { headers, method: 'DELETE', path: `/storage/v1/object/${bucketId}` },
  );
  return rows;
}
