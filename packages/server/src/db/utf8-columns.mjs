// Text columns a caller takes as their UTF-8 bytes (Statement.utf8Columns in database.ts), as
// PGlite's thread hands them to the HTTP thread: the REST API's JSON pages. Sent as strings, each
// page (38 KB for 50 codes) was copied into the HTTP thread's heap, and under a flood of lists
// that heap's old generation grew by about 290 MB in 20 s (npm run bench:api's memory part).
// As bytes, a page never enters that heap: the HTTP thread writes the Buffer out as it is.
//
// The bytes travel in buffers that go back and forth: a page is written into a spare buffer
// of this thread, that buffer is transferred with the answer (not copied), and the HTTP thread
// hands it back once the answer is sent (Db.release), with its next message. Allocated afresh
// for each page instead, copied across, the HTTP thread ran 41 full collections in a 20-s flood
// of lists instead of 4; transferred, the list's p99 through the server was 35-38.5 ms against
// 30-33.5 as strings. With the buffers going back and forth: 30-31 ms.
//
// Plain JavaScript for the same reason as pglite-worker.mjs, which imports it.

/** A spare buffer's size: a page up to this many bytes is written into one. */
export const UTF8_BUFFER_BYTES = 64 * 1024;
/** Spare buffers kept at most (4 MB): more than the answers ever in flight at once. */
const MAX_SPARE = 64;

const encoder = new TextEncoder();
const spare = [];

/** Keeps the buffers the HTTP thread handed back (a message's `released`) for later answers. */
export function takeBack(buffers) {
  for (const buffer of buffers ?? []) {
    if (buffer instanceof ArrayBuffer && buffer.byteLength === UTF8_BUFFER_BYTES) {
      if (spare.length < MAX_SPARE) spare.push(buffer);
    }
  }
}

/** `text` as UTF-8 in a spare buffer (a view of its start), or in bytes of its own if larger. */
function utf8Of(text) {
  // Every UTF-16 unit takes at least a byte: a longer text cannot fit, so it is not tried.
  if (text.length > UTF8_BUFFER_BYTES) return encoder.encode(text);
  const buffer = spare.pop() ?? new ArrayBuffer(UTF8_BUFFER_BYTES);
  const { read, written } = encoder.encodeInto(text, new Uint8Array(buffer));
  if (read === text.length) return new Uint8Array(buffer, 0, written);
  spare.push(buffer);
  return encoder.encode(text);
}

/**
 * The answer with its `columns`' text values as UTF-8 bytes, named in `utf8Fields`; the
 * buffers to transfer with it go into `transfer`.
 */
export function withUtf8Columns(answer, columns, transfer) {
  if (!columns || columns.length === 0) return answer;
  const utf8Fields = [];
  for (const name of columns) {
    let found = false;
    for (const row of answer.rows) {
      if (typeof row[name] !== 'string') continue;
      row[name] = utf8Of(row[name]);
      transfer.push(row[name].buffer);
      found = true;
    }
    if (found) utf8Fields.push(name);
  }
  return { ...answer, utf8Fields };
}
