/**
 * The uploaded bytes, their declared type and cache policy, from either shape supabase-js
 * sends: multipart (the file under an empty field name, plus a `cacheControl` field) or a raw
 * body with `content-type` and `cache-control` headers. Reading stops as soon as the bucket's
 * size limit is passed.
 */
import type { FastifyRequest } from 'fastify';
import { storageErrors } from './storage-error';

export interface UploadBody {
  bytes: Buffer;
  contentType: string;
  /** The Cache-Control to serve the object with, e.g. `max-age=3600`. */
  cacheControl: string;
}

const DEFAULT_CACHE_SECONDS = 3600;

function normaliseCacheControl(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return `max-age=${DEFAULT_CACHE_SECONDS}`;
  if (/^\d+$/.test(trimmed)) return `max-age=${trimmed}`;
  // Only the simple directives supabase-js produces; anything odd falls back to the default.
  return /^[\w\-=, ]{1,100}$/.test(trimmed) ? trimmed : `max-age=${DEFAULT_CACHE_SECONDS}`;
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';
}

export async function readUploadBody(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadBody> {
  if (!request.isMultipart()) {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (bytes.length > maxBytes) throw storageErrors.tooLarge();
    const cacheHeader = request.headers['cache-control'];
    return {
      bytes,
      contentType: mediaType(request.headers['content-type']),
      cacheControl: normaliseCacheControl(
        typeof cacheHeader === 'string' ? cacheHeader : undefined,
      ),
    };
  }
  let cacheControl: string | undefined;
  let file: { bytes: Buffer; contentType: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        file = { bytes: await part.toBuffer(), contentType: mediaType(part.mimetype) };
      } else if (part.fieldname === 'cacheControl' && typeof part.value === 'string') {
        cacheControl = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw storageErrors.tooLarge();
    throw storageErrors.invalidRequest('Malformed multipart body');
  }
  if (!file) throw storageErrors.invalidRequest('No file in the multipart body');
  return { ...file, cacheControl: normaliseCacheControl(cacheControl) };
}
