// A zlib stream of deflate blocks with dynamic Huffman codes (RFC 1951 3.2.7). As with the
// fixed-code writer (deflate-writer.ts), callers say "literal byte" or "copy `length` bytes from
// `distance` back" and nothing is searched here; each block's tokens are kept and counted, then
// written with codes fitted to them. A designed code's copies come from a handful of
// distances and its literals from a few colours: fitted codes spend a few bits on each where
// the fixed codes spend 8-9 bits per literal and up to 24 per copy.
import { codeLengthSymbols } from './code-length-symbols';
import * as tables from './deflate-tables';
import { writeTokenBits } from './deflate-token-bits';
import { canonicalCodes, codeLengths } from './huffman-code';

// Module-local copies: an imported binding can be a getter call per read once compiled to
// CommonJS (tsx, vitest), and these are read for every token.
const LENGTH_INDEX = tables.LENGTH_INDEX;
const MAX_MATCH = tables.MAX_MATCH;
const MIN_MATCH = tables.MIN_MATCH;
const distanceIndex = tables.distanceIndex;

/** Tokens per block: codes follow the image's statistics region by region, for a small header. */
const BLOCK_TOKENS = 1 << 16;
const LITERAL_CODES = 286;
const DISTANCE_CODES = 30;
const END_OF_BLOCK = 256;
/** The order in which a block's header lists the code-length code's lengths (RFC 1951 3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
/** Worst case of one token: a 15-bit length code, 5 extra bits, 15-bit distance, 13 extra. */
const MAX_TOKEN_BYTES = 6;

const EMPTY = new Uint8Array(0);
/** A finished writer's buffers, for the next writer on this thread (finish() copied out). */
let spareOut: Uint8Array = EMPTY;
let spareTokens: Int32Array | null = null;

/**
 * Add matches copying `length` (>= 3) bytes from `distance` back (`distanceCode` its code) to
 * a block's tokens from index `count`, 3-258 bytes each; returns the new count. A function over
 * the writer's arrays, so that a tokenizer can keep the count in a local.
 */
export function addRepeat(
  writer: DynamicDeflateWriter,
  count: number,
  length: number,
  distance: number,
  distanceCode: number,
): number {
  const { tokens, literalCounts, distanceCounts } = writer;
  let left = length;
  let at = count;
  while (left > 0) {
    // Never leave a tail of 1-2 bytes that could not be a match of its own.
    const take =
      left <= MAX_MATCH ? left : left - MAX_MATCH < MIN_MATCH ? left - MIN_MATCH : MAX_MATCH;
    tokens[at] = (take << 16) | distance;
    const symbol = 257 + (LENGTH_INDEX[take] as number);
    literalCounts[symbol] = (literalCounts[symbol] as number) + 1;
    distanceCounts[distanceCode] = (distanceCounts[distanceCode] as number) + 1;
    at += 1;
    left -= take;
  }
  return at;
}

export class DynamicDeflateWriter {
  /** A literal byte as itself, a match as length << 16 | distance (never below 3 << 16). */
  readonly tokens: Int32Array;
  /** Tokens of the current block, in `tokens`; a caller adding tokens itself updates it. */
  count = 0;
  readonly literalCounts = new Uint32Array(LITERAL_CODES);
  readonly distanceCounts = new Uint32Array(DISTANCE_CODES);
  private readonly literalLengths = new Uint8Array(LITERAL_CODES);
  private readonly literalCodes = new Uint16Array(LITERAL_CODES);
  private readonly distanceLengths = new Uint8Array(DISTANCE_CODES);
  private readonly distanceCodes = new Uint16Array(DISTANCE_CODES);
  private out: Uint8Array;
  private pos = 2;
  /** Pending output bits (fewer than 16 between calls), least significant first. */
  private bits = 0;
  private bitCount = 0;

  /** `blockTokens`: room for at least this many tokens per block. */
  constructor(expectedBytes: number, blockTokens = 0) {
    const spare = spareTokens;
    spareTokens = null;
    const size = Math.max(BLOCK_TOKENS, blockTokens);
    this.tokens = spare && spare.length >= size ? spare : new Int32Array(size);
    // Fresh memory for every image is what a batch pays most for: take the last buffer.
    const wanted = Math.max(1024, expectedBytes >> 4);
    this.out = spareOut.length >= wanted ? spareOut : new Uint8Array(wanted);
    spareOut = EMPTY;
    this.out[0] = 0x78; // deflate, 32 KiB window
    this.out[1] = 0x01; // 0x7801 is a multiple of 31 as RFC 1950 requires
  }

  /** Make room for `tokens` more in the current block: write the block out when short. */
  makeRoom(tokens: number): void {
    if (this.count + tokens > this.tokens.length) this.writeBlock(false);
  }

  literal(byte: number): void {
    this.makeRoom(1);
    this.tokens[this.count] = byte;
    this.literalCounts[byte] = (this.literalCounts[byte] as number) + 1;
    this.count += 1;
  }

  /** Copy `length` (>= 3) bytes from `distance` (<= 32768) back, as matches of 3-258 bytes. */
  repeat(length: number, distance: number): void {
    this.makeRoom(Math.ceil(length / MIN_MATCH));
    this.count = addRepeat(this, this.count, length, distance, distanceIndex(distance));
  }

  /** End the stream and append the Adler-32 of everything written. */
  finish(adler: number): Uint8Array {
    this.writeBlock(true);
    if (this.bitCount > 8) this.put(0, 16 - this.bitCount);
    else if (this.bitCount > 0) this.put(0, 8 - this.bitCount);
    this.flushBits();
    this.reserve(4);
    this.out[this.pos] = adler >>> 24;
    this.out[this.pos + 1] = adler >>> 16;
    this.out[this.pos + 2] = adler >>> 8;
    this.out[this.pos + 3] = adler;
    this.pos += 4;
    const stream = this.out.slice(0, this.pos);
    if (this.out.length > spareOut.length && this.out.length <= 1 << 24) spareOut = this.out;
    spareTokens = this.tokens;
    return stream;
  }

  private reserve(bytes: number): void {
    if (this.pos + bytes <= this.out.length) return;
    const grown = new Uint8Array(Math.max(this.out.length * 2, this.pos + bytes));
    grown.set(this.out.subarray(0, this.pos));
    this.out = grown;
  }

  /** Append `length` (<= 16) bits of `value`. */
  private put(value: number, length: number): void {
    this.bits |= value << this.bitCount;
    this.bitCount += length;
    if (this.bitCount >= 16) {
      this.out[this.pos] = this.bits;
      this.out[this.pos + 1] = this.bits >>> 8;
      this.pos += 2;
      this.bits >>>= 16;
      this.bitCount -= 16;
    }
  }

  /** Write out whole pending bytes (at a byte boundary: all of them). */
  private flushBits(): void {
    while (this.bitCount >= 8) {
      this.out[this.pos] = this.bits;
      this.pos += 1;
      this.bits >>>= 8;
      this.bitCount -= 8;
    }
  }

  private writeBlock(final: boolean): void {
    this.literalCounts[END_OF_BLOCK] = 1;
    codeLengths(this.literalCounts, LITERAL_CODES, 15, this.literalLengths);
    codeLengths(this.distanceCounts, DISTANCE_CODES, 15, this.distanceLengths);
    canonicalCodes(this.literalLengths, LITERAL_CODES, this.literalCodes);
    canonicalCodes(this.distanceLengths, DISTANCE_CODES, this.distanceCodes);
    this.reserve(this.count * MAX_TOKEN_BYTES + 1024);
    this.put(final ? 1 : 0, 1);
    this.put(2, 2); // BTYPE 10: dynamic Huffman codes
    this.writeCodeLengths();
    this.writeTokens();
    this.put(
      this.literalCodes[END_OF_BLOCK] as number,
      this.literalLengths[END_OF_BLOCK] as number,
    );
    this.count = 0;
    this.literalCounts.fill(0);
    this.distanceCounts.fill(0);
  }

  /** The block header: both codes' lengths, run-length coded with a code of their own. */
  private writeCodeLengths(): void {
    const { literalCount, distanceCount, symbols, extras } = codeLengthSymbols(
      this.literalLengths,
      this.distanceLengths,
    );
    const counts = new Uint32Array(19);
    for (const symbol of symbols) counts[symbol] = (counts[symbol] as number) + 1;
    const lengths = new Uint8Array(19);
    const codes = new Uint16Array(19);
    codeLengths(counts, 19, 7, lengths);
    canonicalCodes(lengths, 19, codes);
    let orderCount = 19;
    while (orderCount > 4 && lengths[CODE_LENGTH_ORDER[orderCount - 1] as number] === 0) {
      orderCount -= 1;
    }
    this.put(literalCount - 257, 5);
    this.put(distanceCount - 1, 5);
    this.put(orderCount - 4, 4);
    for (let i = 0; i < orderCount; i += 1) {
      this.put(lengths[CODE_LENGTH_ORDER[i] as number] as number, 3);
    }
    symbols.forEach((symbol, i) => {
      this.put(codes[symbol] as number, lengths[symbol] as number);
      if (symbol >= 16) this.put(extras[i] as number, symbol === 16 ? 2 : symbol === 17 ? 3 : 7);
    });
  }

  private writeTokens(): void {
    const state = writeTokenBits(
      this.tokens,
      this.count,
      this.literalCodes,
      this.literalLengths,
      this.distanceCodes,
      this.distanceLengths,
      this.out,
      this.pos,
      this.bits,
      this.bitCount,
    );
    this.pos = Math.floor(state / 2 ** 20);
    this.bits = (state >>> 4) & 0xffff;
    this.bitCount = state & 0xf;
  }
}
