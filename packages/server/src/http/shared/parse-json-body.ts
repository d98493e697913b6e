/**
 * JSON request bodies for every route: parsed once, with a nesting limit checked before
 * JSON.parse. Deeply nested input (10,000 arrays in 50 KB) parses fine but overflows the stack
 * of whatever walks it next (JSON.stringify, zod, our SQL builders), which used to answer 500.
 * Real bodies of this app nest a handful of levels; 64 leaves room for any of them.
 * Strings (keys and values) holding U+0000 or a lone surrogate are refused too (unsafe-text.ts).
 */
import { containsUnsafeText, UNSAFE_TEXT_MESSAGE } from './unsafe-text';

export const MAX_JSON_DEPTH = 64;

export type JsonBodyFailure = 'invalid' | 'too_deep' | 'unsafe_text';

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: JsonBodyFailure };

/** The deepest nesting of objects and arrays in a JSON text, stopping once past `limit`. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

/** Parse a request body; blank text is `emptyValue` (supabase-js sends blank bodies). */
export function parseJsonBody(text: string, emptyValue: unknown = undefined): JsonBody {
  if (text.trim() === '') return { ok: true, value: emptyValue };
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) return { ok: false, reason: 'too_deep' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return containsUnsafeText(value) ? { ok: false, reason: 'unsafe_text' } : { ok: true, value };
}

export const JSON_TOO_DEEP_MESSAGE = `JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Why a body was refused, in words; `invalid` in the words of the API that refused it. */
export function jsonBodyMessage(reason: JsonBodyFailure, invalidMessage: string): string {
  if (reason === 'too_deep') return JSON_TOO_DEEP_MESSAGE;
  if (reason === 'unsafe_text') return UNSAFE_TEXT_MESSAGE;
  return invalidMessage;
}
