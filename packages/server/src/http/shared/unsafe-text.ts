/**
 * Text no route accepts: U+0000 and lone UTF-16 surrogates (core's isStorableText). Postgres
 * refuses both, which used to surface as 500s from deep inside a handler (22021 / 22P05), and no
 * real client sends either, so they are refused where input enters (JSON bodies, query strings),
 * once for every route, with a 400 each API words in its own shape.
 */
import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@qrlink/core/validation/storable-text';

export const UNSAFE_TEXT_MESSAGE =
  'O texto enviado contém um caractere não permitido (o caractere nulo U+0000 ou um substituto UTF-16 isolado).';

/** Whether any string in a parsed JSON value (object keys included) is unsafe. */
export function containsUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (typeof value !== 'object' || value === null) return false;
  // Parsed JSON is at most MAX_JSON_DEPTH levels deep (parse-json-body.ts): recursion is safe.
  if (Array.isArray(value)) return value.some(containsUnsafeText);
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key) || containsUnsafeText(item)) return true;
  }
  return false;
}

/** Whether a request's query string decodes (as URLSearchParams does) to unsafe text. */
export function queryHasUnsafeText(request: FastifyRequest): boolean {
  const url = request.raw.url ?? '';
  const start = url.indexOf('?');
  if (start < 0) return false;
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    if (!isStorableText(key) || !isStorableText(value)) return true;
  }
  return false;
}

/**
 * The refusal a shared parser or hook hands Fastify; each API's error handler words it in its
 * own shape (a scope without one answers Fastify's `{statusCode, error, message}`).
 */
export class UnsafeTextRefused extends Error {
  readonly statusCode = 400;

  constructor() {
    super(UNSAFE_TEXT_MESSAGE);
    this.name = 'InvalidRequest';
  }
}
