// A zlib stream of one deflate block with the fixed Huffman codes (RFC 1951 3.2.6): callers
// say "literal byte" or "copy `length` bytes from `distance` back", nothing is searched. The
// run-length and repeated-row encoder (compress-scanlines.ts) is built on it.

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

export const MIN_MATCH = 3;
const MAX_MATCH = 258;
export const MAX_DISTANCE = 32_768;

function reverseBits(value: number, length: number): number {
  let out = 0;
  for (let i = 0; i < length; i += 1) out = (out << 1) | ((value >> i) & 1);
  return out;
}

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

/** Symbol index (into LENGTH_BASE) of every match length 3-258. */
const LENGTH_INDEX = new Uint8Array(MAX_MATCH + 1);
for (let index = 0; index < LENGTH_BASE.length; index += 1) {
  const next = LENGTH_BASE[index + 1] ?? MAX_MATCH + 1;
  for (let length = LENGTH_BASE[index] ?? 0; length < next; length += 1)
    LENGTH_INDEX[length] = index;
}

function searchDistanceIndex(distance: number): number {
  let index = DISTANCE_BASE.length - 1;
  while ((DISTANCE_BASE[index] ?? 0) > distance) index -= 1;
  return index;
}

/**
 * Distance code of every distance up to 4 KiB, looked up rather than searched: runs are copies
 * from 1 byte back and repeated rows from one row back, once or more per pixel row.
 */
const NEAR_DISTANCES = 4096;
const NEAR_DISTANCE_INDEX = new Uint8Array(NEAR_DISTANCES + 1);
for (let distance = 1; distance <= NEAR_DISTANCES; distance += 1) {
  NEAR_DISTANCE_INDEX[distance] = searchDistanceIndex(distance);
}
/** Each 5-bit distance code bit-reversed for LSB-first output. */
const REVERSED_DISTANCE_CODE = Uint8Array.from({ length: 32 }, (_, code) => reverseBits(code, 5));

function distanceIndex(distance: number): number {
  return distance <= NEAR_DISTANCES
    ? (NEAR_DISTANCE_INDEX[distance] ?? 0)
    : searchDistanceIndex(distance);
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
