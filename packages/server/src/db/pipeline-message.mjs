// The message of a pipeline (pglite-worker.mjs's pipelined): the statements to close, then each
// statement's Parse (a new one only: prepared-statements.mjs), Bind, Describe and Execute, then
// one Sync, every parameter and result as text.
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

/**
 * A Bind's length field: itself, the portal's empty name, the statement's name (ASCII), the
 * counts, the values.
 */
const bindLength = (name, values) =>
  4 + 1 + name.length + 1 + 2 + 2 + values.reduce((sum, v) => sum + 4 + (v?.length ?? 0), 0) + 2;

/**
 * Writes the Bind of statement `name` to the unnamed portal at `at`: no parameter format codes
 * (all text), the values, no result format codes (all text). Returns where it ends.
 */
function writeBind(buffer, view, at, name, values) {
  view.setUint8(at, BIND);
  view.setInt32(at + 1, bindLength(name, values));
  view.setUint8(at + 5, 0); // the unnamed portal
  let end = at + 6;
  for (let i = 0; i < name.length; i += 1) view.setUint8(end++, name.charCodeAt(i));
  view.setUint8(end, 0);
  view.setInt16(end + 1, 0); // no parameter format codes
  view.setInt16(end + 3, values.length);
  end += 5;
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
 * kept buffer: valid until the next call, so make it right before sending it. `plan`
 * (PreparedStatements.plan) names each statement, says which are new, and what to close first.
 */
export function pipelineMessage(statements, plan) {
  const { serialize } = protocol;
  const describe = serialize.describe({ type: 'P' });
  const execute = serialize.execute({});
  const sync = serialize.sync();
  const closes = plan.closing.map((name) => serialize.close({ type: 'S', name }));
  const pieces = statements.map(({ sql, params }, index) => {
    const { name, parse } = plan.steps[index];
    return {
      name,
      parse: parse ? serialize.parse({ name, text: sql, types: [] }) : null,
      values: params.map(textBytes),
    };
  });
  const length =
    closes.reduce((sum, close) => sum + close.length, 0) +
    pieces.reduce(
      (sum, { name, parse, values }) =>
        sum +
        (parse?.length ?? 0) +
        1 +
        bindLength(name, values) +
        describe.length +
        execute.length,
      0,
    ) +
    sync.length;
  let buffer = scratch;
  if (length > KEPT_BYTES) buffer = new Uint8Array(length);
  else if (length > scratch.length) {
    buffer = scratch = new Uint8Array(Math.min(KEPT_BYTES, Math.max(length, 2 * scratch.length)));
  }
  const view = new DataView(buffer.buffer);
  let at = 0;
  for (const close of closes) {
    buffer.set(close, at);
    at += close.length;
  }
  for (const { name, parse, values } of pieces) {
    if (parse) {
      buffer.set(parse, at);
      at += parse.length;
    }
    at = writeBind(buffer, view, at, name, values);
    buffer.set(describe, at);
    at += describe.length;
    buffer.set(execute, at);
    at += execute.length;
  }
  buffer.set(sync, at);
  return buffer.subarray(0, length);
}
