/**
 * A text parameter handed over as its UTF-8 bytes. The visit recorder builds each batch of
 * visits (up to 2,000, about 1 MB of JSON) outside V8's heap and passes it this way: as one
 * string, every batch was a large object in the HTTP thread's old generation, and under load
 * those made up most of that heap's growth. Each engine turns the bytes into text where its
 * queries run: PGlite's own thread (pglite-thread.ts), or this thread for the others.
 */
export class Utf8Text {
  constructor(readonly bytes: Uint8Array) {}
}

/** How a Utf8Text crosses to the database's thread (a class does not survive the copy). */
export interface Utf8TextMessage {
  utf8Text: Uint8Array;
}

const decoder = new TextDecoder();

/** `params` with every Utf8Text replaced by `as` of it (the same array when there is none). */
function mapUtf8Texts(params: unknown[] | undefined, as: (text: Utf8Text) => unknown) {
  if (!params?.some((param) => param instanceof Utf8Text)) return params;
  return params.map((param) => (param instanceof Utf8Text ? as(param) : param));
}

/** `params` with every Utf8Text as the string it stands for. */
export function plainParams(params: unknown[] | undefined): unknown[] | undefined {
  return mapUtf8Texts(params, (text) => decoder.decode(text.bytes));
}

/** `params` as they are posted to PGlite's thread (pglite-worker.mjs decodes them there). */
export function paramsForThread(params: unknown[] | undefined): unknown[] | undefined {
  return mapUtf8Texts(params, (text) => ({ utf8Text: text.bytes }) satisfies Utf8TextMessage);
}
