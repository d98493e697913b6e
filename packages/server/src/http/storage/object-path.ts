/**
 * Bucket ids and object keys as Supabase Storage accepts them: printable, no empty segment,
 * no `.`/`..` segment (so a key can never be read as a path traversal anywhere), at most
 * 1024 characters.
 */
import { storageErrors } from './storage-error';

const SAFE_KEY = /^[\w/!\-.*'() &$@=;:+,?]+$/;

export function parseObjectKey(raw: string | undefined): string {
  const key = raw ?? '';
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 1024 &&
    SAFE_KEY.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(key);
  return key;
}

export function parseBucketId(raw: string | undefined): string {
  if (!raw || !/^[\w\-.]{1,100}$/.test(raw)) throw storageErrors.bucketNotFound();
  return raw;
}
