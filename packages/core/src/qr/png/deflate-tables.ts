// The tables of RFC 1951 (3.2.5) both deflate writers share: length and distance codes with
// their extra bits, and lookups from a match length or distance to its code.

export const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
export const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
export const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
export const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

export const MIN_MATCH = 3;
export const MAX_MATCH = 258;
export const MAX_DISTANCE = 32_768;

export function reverseBits(value: number, length: number): number {
  let out = 0;
  for (let i = 0; i < length; i += 1) out = (out << 1) | ((value >> i) & 1);
  return out;
}

/** Symbol index (into LENGTH_BASE) of every match length 3-258. */
export const LENGTH_INDEX = new Uint8Array(MAX_MATCH + 1);
for (let index = 0; index < LENGTH_BASE.length; index += 1) {
  const next = LENGTH_BASE[index + 1] ?? MAX_MATCH + 1;
  for (let length = LENGTH_BASE[index] ?? 0; length < next; length += 1)
    LENGTH_INDEX[length] = index;
}

/**
 * Distance code of every distance (1 ... 32768), looked up rather than searched: a designed
 * code's copies from the row above are 3-17 KB back, one or more per pixel row.
 */
const DISTANCE_INDEX = new Uint8Array(MAX_DISTANCE + 1);
for (let index = 0; index < DISTANCE_BASE.length; index += 1) {
  const next = DISTANCE_BASE[index + 1] ?? MAX_DISTANCE + 1;
  DISTANCE_INDEX.fill(index, DISTANCE_BASE[index], next);
}
/** Each 5-bit distance code bit-reversed for LSB-first output. */
export const REVERSED_DISTANCE_CODE = Uint8Array.from({ length: 32 }, (_, code) =>
  reverseBits(code, 5),
);

export function distanceIndex(distance: number): number {
  return DISTANCE_INDEX[distance] as number;
}
