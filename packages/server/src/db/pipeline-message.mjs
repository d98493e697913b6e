// The message of a pipeline (pglite-worker.mjs's pipelined): each statement's Parse, Bind,
// Describe and Execute, then one Sync, every parameter and result as text.
//
// Written into one buffer kept for the next pipeline: PGlite reads a message only during the
// call that sends it, and pipelines are sent one at a time, behind PGlite's locks, so the
// message must be made there, right before it is sent. A batch of visits is about 1 MB of JSON;
// built afresh, each batch's message (and its Bind, before it) was a new megabyte outside the
// thread's heap, freed only when that heap was next collected.
//
// Plain JavaScript for the same reason as pglite-worker.mjs, which imports it.
import { protocol } from '@electric-sql/pglite';

const BIND = 0x42; // 'B'
const INITIAL_BYTES = 64 * 1024;
/** A larger message (a bulk insert's JSON) gets a buffer of its own, not kept. */
const KEPT_BYTES = 4 * 1024 * 1024;

const encoder = new TextEncoder();
let scratch = new Uint8Array(INITIAL_BYTES);

/** Text sent as its UTF-8 bytes (utf8-text.ts): a batch of visits' JSON, for one. */
export const isUtf8Text = (param) =>
  param !== null && typeof param === 'object' && param.utf8Text instanceof Uint8Array;

/**
 * A parameter as its text's UTF-8: a Utf8Text's bytes as they came (PGlite's own serializer
 * would want a batch decoded into a string here, then encode it again), others written out.
 */
function textBytes(param) {
  if (param === null) return null;
  return isUtf8Text(param) ? param.utf8Text : encoder.encode(String(param));
}

/** A Bind's length field: itself, the two empty names, the counts, the values. */
const bindLength = (values) =>
  4 + 2 + 2 + 2 + values.reduce((sum, value) => sum + 4 + (value?.length ?? 0), 0) + 2;

/**
 * Writes the Bind of the unnamed statement to the unnamed portal at `at`: no parameter format
 * codes (all text), the values, no result format codes (all text). Returns where it ends.
 */
function writeBind(buffer, view, at, values) {
  view.setUint8(at, BIND);
  view.setInt32(at + 1, bindLength(values));
  // The portal's and the statement's empty names (their zero bytes) and no format codes.
  view.setInt32(at + 5, 0);
  view.setInt16(at + 9, values.length);
  let end = at + 11;
  for (const value of values) {
    view.setInt32(end, value === null ? -1 : value.length);
    end += 4;
    if (value === null) continue;
    buffer.set(value, end);
    end += value.length;
  }
  view.setInt16(end, 0);
  return end + 2;
}

/**
 * `statements` (each with parameters that are text or numbers) as one message, a view of the
 * kept buffer: valid until the next call, so make it right before sending it.
 */
export function pipelineMessage(statements) {
  const { serialize } = protocol;
  const describe = serialize.describe({ type: 'P' });
  const execute = serialize.execute({});
  const sync = serialize.sync();
  const pieces = statements.map(({ sql, params }) => ({
    parse: serialize.parse({ text: sql, types: [] }),
    values: params.map(textBytes),
  }));
  const length =
    pieces.reduce(
      (sum, { parse, values }) =>
        sum + parse.length + 1 + bindLength(values) + describe.length + execute.length,
      0,
    ) + sync.length;
  let buffer = scratch;
  if (length > KEPT_BYTES) buffer = new Uint8Array(length);
  else if (length > scratch.length) {
    buffer = scratch = new Uint8Array(Math.min(KEPT_BYTES, Math.max(length, 2 * scratch.length)));
  }
  const view = new DataView(buffer.buffer);
  let at = 0;
  for (const { parse, values } of pieces) {
    buffer.set(parse, at);
    at = writeBind(buffer, view, at + parse.length, values);
    buffer.set(describe, at);
    at += describe.length;
    buffer.set(execute, at);
    at += execute.length;
  }
  buffer.set(sync, at);
  return buffer.subarray(0, length);
}
