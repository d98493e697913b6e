// Adler-32, the checksum ending a zlib stream (RFC 1950), plus zlib's adler32_combine so a
// row repeated many times is summed once and folded in per repeat in O(1).
const BASE = 65521;

export function adler32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let a = 1;
  let b = 0;
  // 5552 is the largest block for which b cannot overflow 2^32 before the modulo (zlib's NMAX).
  for (let blockStart = start; blockStart < end; blockStart += 5552) {
    const blockEnd = Math.min(end, blockStart + 5552);
    for (let i = blockStart; i < blockEnd; i += 1) {
      a += bytes[i] ?? 0;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of A followed by B, from adler(A), adler(B) and B's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (remainder * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - remainder;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
