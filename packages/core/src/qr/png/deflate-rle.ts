// A fast zlib encoder for images made of runs (what zlib calls the Z_RLE strategy): every
// byte equal to the one before it extends a match at distance 1, everything else is a
// literal, all in one block with the fixed Huffman codes of RFC 1951 3.2.6. There is no hash
// table and no search, so it costs one pass over the data. After PNG filtering (see
// filter-scanlines.ts) a QR image is almost all zero runs, and general-purpose deflate spends
// most of its time hashing those; this is several times faster at a similar output size.
import { adler32 } from './adler32';

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const MAX_MATCH = 258;
const MIN_MATCH = 3;

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

/** For a match length 3-258: its symbol index (0-28) in LENGTH_BASE. */
const LENGTH_INDEX = new Uint8Array(MAX_MATCH + 1);
for (let index = 0; index < LENGTH_BASE.length; index += 1) {
  const next = LENGTH_BASE[index + 1] ?? MAX_MATCH + 1;
  for (let length = LENGTH_BASE[index] ?? 0; length < next; length += 1)
    LENGTH_INDEX[length] = index;
}

export function zlibRle(data: Uint8Array): Uint8Array {
  // Worst case: every byte a 9-bit literal.
  const out = new Uint8Array(Math.ceil((data.length * 9) / 8) + 16);
  out[0] = 0x78; // deflate, 32 KiB window
  out[1] = 0x01; // fastest-compression flag; (0x7801 % 31) === 0 as RFC 1950 requires
  let pos = 2;
  let bits = 0;
  let count = 0;
  const write = (value: number, length: number) => {
    bits |= value << count;
    count += length;
    while (count >= 8) {
      out[pos++] = bits & 0xff;
      bits >>>= 8;
      count -= 8;
    }
  };
  write(0b011, 3); // BFINAL = 1, BTYPE = 01 (fixed Huffman)
  const size = data.length;
  let i = 0;
  while (i < size) {
    const byte = data[i] ?? 0;
    if (i > 0 && byte === data[i - 1]) {
      let run = 1;
      while (i + run < size && data[i + run] === byte) run += 1;
      let left = run;
      while (left >= MIN_MATCH) {
        const length = Math.min(left, MAX_MATCH);
        const index = LENGTH_INDEX[length] ?? 0;
        const symbol = 257 + index;
        write(FIXED_CODE[symbol] ?? 0, FIXED_LENGTH[symbol] ?? 0);
        const extra = LENGTH_EXTRA[index] ?? 0;
        if (extra > 0) write(length - (LENGTH_BASE[index] ?? 0), extra);
        write(0, 5); // distance code 0 = distance 1
        left -= length;
      }
      for (let k = 0; k < left; k += 1) write(FIXED_CODE[byte] ?? 0, FIXED_LENGTH[byte] ?? 0);
      i += run;
    } else {
      write(FIXED_CODE[byte] ?? 0, FIXED_LENGTH[byte] ?? 0);
      i += 1;
    }
  }
  write(FIXED_CODE[256] ?? 0, FIXED_LENGTH[256] ?? 0); // end of block
  if (count > 0) out[pos++] = bits & 0xff;
  const checksum = adler32(data);
  out[pos++] = checksum >>> 24;
  out[pos++] = (checksum >>> 16) & 0xff;
  out[pos++] = (checksum >>> 8) & 0xff;
  out[pos++] = checksum & 0xff;
  return out.slice(0, pos);
}
