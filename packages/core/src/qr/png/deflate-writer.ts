// A zlib stream of one deflate block with the fixed Huffman codes (RFC 1951 3.2.6): callers
// say "literal byte" or "copy `length` bytes from `distance` back", nothing is searched. The
// run-length and repeated-row encoder (compress-scanlines.ts) is built on it.
import * as tables from './deflate-tables';

export { MAX_DISTANCE, MIN_MATCH } from './deflate-tables';

// Module-local copies: an imported binding can be a getter call per read once compiled to
// CommonJS (tsx, vitest), and these are read for every token.
const DISTANCE_BASE = tables.DISTANCE_BASE;
const DISTANCE_EXTRA = tables.DISTANCE_EXTRA;
const LENGTH_BASE = tables.LENGTH_BASE;
const LENGTH_EXTRA = tables.LENGTH_EXTRA;
const LENGTH_INDEX = tables.LENGTH_INDEX;
const MAX_MATCH = tables.MAX_MATCH;
const MIN_MATCH = tables.MIN_MATCH;
const REVERSED_DISTANCE_CODE = tables.REVERSED_DISTANCE_CODE;
const distanceIndex = tables.distanceIndex;
const reverseBits = tables.reverseBits;

/** Fixed literal/length code of each symbol 0-287, bit-reversed for LSB-first output. */
const FIXED_CODE = new Uint16Array(288);
const FIXED_LENGTH = new Uint8Array(288);
for (let symbol = 0; symbol < 288; symbol += 1) {
  const [code, length] =
    symbol < 144
      ? [0x30 + symbol, 8]
      : symbol < 256
        ? [0x190 + symbol - 144, 9]
        : symbol < 280
          ? [symbol - 256, 7]
          : [0xc0 + symbol - 280, 8];
  FIXED_CODE[symbol] = reverseBits(code, length);
  FIXED_LENGTH[symbol] = length;
}

const EMPTY = new Uint8Array(0);
/** A finished writer's buffer, for the next writer on this thread (finish() copied it out). */
let spareOut: Uint8Array = EMPTY;

export class FixedHuffmanWriter {
  private out: Uint8Array;
  private pos = 2;
  private bits = 0;
  private count = 0;

  constructor(expectedBytes: number) {
    // The buffer of this thread's last finished stream, when large enough (fresh memory per
    // image is what a batch pays most for). Taken, so a second live writer gets its own.
    const wanted = Math.max(64, expectedBytes >> 3);
    this.out = spareOut.length >= wanted ? spareOut : new Uint8Array(wanted);
    spareOut = EMPTY;
    this.out[0] = 0x78; // deflate, 32 KiB window
    this.out[1] = 0x01; // "fastest" flag; 0x7801 is a multiple of 31 as RFC 1950 requires
    this.write(0b011, 3); // BFINAL = 1, BTYPE = 01 (fixed Huffman)
  }

  private write(value: number, length: number): void {
    if (this.pos + 8 > this.out.length) {
      const grown = new Uint8Array(this.out.length * 2);
      grown.set(this.out);
      this.out = grown;
    }
    this.bits |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.out[this.pos++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  private symbol(symbol: number): void {
    this.write(FIXED_CODE[symbol] ?? 0, FIXED_LENGTH[symbol] ?? 0);
  }

  literal(byte: number): void {
    this.symbol(byte);
  }

  /** One match: 3 <= length <= 258, 1 <= distance <= 32768. */
  match(length: number, distance: number): void {
    const index = LENGTH_INDEX[length] ?? 0;
    this.symbol(257 + index);
    const lengthExtra = LENGTH_EXTRA[index] ?? 0;
    if (lengthExtra > 0) this.write(length - (LENGTH_BASE[index] ?? 0), lengthExtra);
    const code = distanceIndex(distance);
    this.write(REVERSED_DISTANCE_CODE[code] ?? 0, 5);
    const distanceExtra = DISTANCE_EXTRA[code] ?? 0;
    if (distanceExtra > 0) this.write(distance - (DISTANCE_BASE[code] ?? 0), distanceExtra);
  }

  /**
   * Copy `length` bytes from `distance` back as matches of 3-258 bytes; a length below 3
   * cannot be a match, so `bytes` supplies those as literals.
   */
  copy(length: number, distance: number, bytes: Uint8Array, from: number): void {
    let done = 0;
    while (length - done >= MIN_MATCH) {
      const left = length - done;
      // Never leave a tail of 1-2 bytes that could not be a match of its own.
      const take =
        left <= MAX_MATCH ? left : left - MAX_MATCH < MIN_MATCH ? left - MIN_MATCH : MAX_MATCH;
      this.match(take, distance);
      done += take;
    }
    for (; done < length; done += 1) this.literal(bytes[from + done] ?? 0);
  }

  /** End the block and append the Adler-32 of everything written. */
  finish(adler: number): Uint8Array {
    this.symbol(256);
    if (this.count > 0) this.write(0, 8 - this.count);
    this.write(adler >>> 24, 8);
    this.write((adler >>> 16) & 0xff, 8);
    this.write((adler >>> 8) & 0xff, 8);
    this.write(adler & 0xff, 8);
    const stream = this.out.slice(0, this.pos);
    if (this.out.length > spareOut.length) spareOut = this.out;
    return stream;
  }
}
