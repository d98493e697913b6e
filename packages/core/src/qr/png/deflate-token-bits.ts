// The hot loop of a dynamic deflate block (dynamic-deflate-writer.ts): its tokens as bits.
import * as tables from './deflate-tables';

// Module-local copies: an imported binding can be a getter call per read once compiled to
// CommonJS (tsx, vitest), and these are read for every token.
const DISTANCE_BASE = tables.DISTANCE_BASE;
const DISTANCE_EXTRA = tables.DISTANCE_EXTRA;
const LENGTH_BASE = tables.LENGTH_BASE;
const LENGTH_EXTRA = tables.LENGTH_EXTRA;
const LENGTH_INDEX = tables.LENGTH_INDEX;
const distanceIndex = tables.distanceIndex;

/**
 * A block's tokens as bits into `out` from `pos`, after `bitCount` (< 16) pending `bits`: the
 * hot loop, with the bit buffer in locals. Returns pos * 2^20 + bits * 2^4 + bitCount. (A plain
 * function returning a number: stores into the writer after a loop that V8 compiled while
 * still inside it, on its first run, deoptimised the loop's code at every block.) The 16-bit
 * flush is written out at each of its four places for the same reason: a helper would have to
 * hand the three locals back.
 */
export function writeTokenBits(
  tokens: Int32Array,
  count: number,
  literalCodes: Uint16Array,
  literalLengths: Uint8Array,
  distanceCodes: Uint16Array,
  distanceLengths: Uint8Array,
  out: Uint8Array,
  pos: number,
  bits: number,
  bitCount: number,
): number {
  for (let t = 0; t < count; t += 1) {
    const token = tokens[t] as number;
    let value: number;
    let length: number;
    if (token < 256) {
      value = literalCodes[token] as number;
      length = literalLengths[token] as number;
    } else {
      const matchLength = token >>> 16;
      const distance = token & 0xffff;
      const index = LENGTH_INDEX[matchLength] as number;
      bits |= (literalCodes[257 + index] as number) << bitCount;
      bitCount += literalLengths[257 + index] as number;
      if (bitCount >= 16) {
        out[pos] = bits;
        out[pos + 1] = bits >>> 8;
        pos += 2;
        bits >>>= 16;
        bitCount -= 16;
      }
      const lengthExtra = LENGTH_EXTRA[index] as number;
      if (lengthExtra > 0) {
        bits |= (matchLength - (LENGTH_BASE[index] as number)) << bitCount;
        bitCount += lengthExtra;
        if (bitCount >= 16) {
          out[pos] = bits;
          out[pos + 1] = bits >>> 8;
          pos += 2;
          bits >>>= 16;
          bitCount -= 16;
        }
      }
      const code = distanceIndex(distance);
      bits |= (distanceCodes[code] as number) << bitCount;
      bitCount += distanceLengths[code] as number;
      if (bitCount >= 16) {
        out[pos] = bits;
        out[pos + 1] = bits >>> 8;
        pos += 2;
        bits >>>= 16;
        bitCount -= 16;
      }
      value = distance - (DISTANCE_BASE[code] as number);
      length = DISTANCE_EXTRA[code] as number;
    }
    bits |= value << bitCount;
    bitCount += length;
    if (bitCount >= 16) {
      out[pos] = bits;
      out[pos + 1] = bits >>> 8;
      pos += 2;
      bits >>>= 16;
      bitCount -= 16;
    }
  }
  return pos * 2 ** 20 + (bits & 0xffff) * 16 + bitCount;
}
