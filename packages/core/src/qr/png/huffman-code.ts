// Length-limited canonical Huffman codes for deflate's dynamic blocks (RFC 1951 3.2.2, 3.2.7):
// code lengths from symbol counts, then each symbol's code, bit-reversed for LSB-first output.
import { reverseBits } from './deflate-tables';

/**
 * Code lengths (at most `maxBits`) of an optimal prefix code for `counts[0 ... size)` into
 * `lengths`; unused symbols get 0. At least two symbols get a code and the code is complete
 * (zlib's inflate refuses an incomplete code-length code, and any code that is incomplete with
 * more than one symbol), so a block with a single used symbol gets a second, unused one.
 */
export function codeLengths(
  counts: Uint32Array,
  size: number,
  maxBits: number,
  lengths: Uint8Array,
): void {
  lengths.fill(0, 0, size);
  const used: number[] = [];
  for (let symbol = 0; symbol < size; symbol += 1) if ((counts[symbol] ?? 0) > 0) used.push(symbol);
  for (let symbol = 0; used.length < 2; symbol += 1) if (!used.includes(symbol)) used.push(symbol);
  // Least frequent first; ties by symbol, so the code does not depend on the sort's stability.
  used.sort((a, b) => (counts[a] ?? 0) - (counts[b] ?? 0) || a - b);
  const n = used.length;
  // Huffman's construction with two queues: the sorted leaves and the internal nodes, which are
  // made in order of non-decreasing weight. Nodes 0 ... n - 1 are leaves, n ... 2n - 2 internal.
  const weight = new Float64Array(2 * n - 1);
  const parent = new Int32Array(2 * n - 1);
  for (let i = 0; i < n; i += 1) weight[i] = counts[used[i] as number] ?? 0;
  let leaf = 0;
  let internal = n;
  const smallest = (next: number) =>
    leaf < n && (internal >= next || (weight[leaf] as number) <= (weight[internal] as number))
      ? leaf++
      : internal++;
  for (let next = n; next < 2 * n - 1; next += 1) {
    const first = smallest(next);
    const second = smallest(next);
    weight[next] = (weight[first] as number) + (weight[second] as number);
    parent[first] = next;
    parent[second] = next;
  }
  // Depths from the root down (a parent always comes after its children).
  const depth = new Uint16Array(2 * n - 1);
  const perLength = new Int32Array(maxBits + 1);
  for (let node = 2 * n - 3; node >= 0; node -= 1) {
    depth[node] = (depth[parent[node] as number] as number) + 1;
    if (node < n) {
      const length = Math.min(depth[node] as number, maxBits);
      perLength[length] = (perLength[length] as number) + 1;
    }
  }
  // Too deep codes were cut to maxBits: the code is now over-full. Each step takes one code
  // off the longest length and splits a shorter one in two, which removes one unit of
  // 2^-maxBits from the Kraft sum, until the sum is exactly 1 again.
  let kraft = 0;
  for (let length = 1; length <= maxBits; length += 1) {
    kraft += (perLength[length] as number) * 2 ** (maxBits - length);
  }
  while (kraft > 2 ** maxBits) {
    perLength[maxBits] = (perLength[maxBits] as number) - 1;
    for (let length = maxBits - 1; length > 0; length -= 1) {
      if ((perLength[length] as number) > 0) {
        perLength[length] = (perLength[length] as number) - 1;
        perLength[length + 1] = (perLength[length + 1] as number) + 2;
        break;
      }
    }
    kraft -= 1;
  }
  // The longest codes to the least frequent symbols.
  let symbolIndex = 0;
  for (let length = maxBits; length > 0; length -= 1) {
    for (let k = perLength[length] as number; k > 0; k -= 1) {
      lengths[used[symbolIndex] as number] = length;
      symbolIndex += 1;
    }
  }
}

/** Canonical codes for `lengths[0 ... size)`, bit-reversed, into `codes`. */
export function canonicalCodes(lengths: Uint8Array, size: number, codes: Uint16Array): void {
  const perLength = new Uint16Array(16);
  for (let symbol = 0; symbol < size; symbol += 1) {
    const length = lengths[symbol] as number;
    perLength[length] = (perLength[length] as number) + 1;
  }
  perLength[0] = 0;
  const next = new Uint16Array(16);
  let code = 0;
  for (let length = 1; length < 16; length += 1) {
    code = (code + (perLength[length - 1] as number)) << 1;
    next[length] = code;
  }
  for (let symbol = 0; symbol < size; symbol += 1) {
    const length = lengths[symbol] as number;
    if (length === 0) continue;
    codes[symbol] = reverseBits(next[length] as number, length);
    next[length] = (next[length] as number) + 1;
  }
}
