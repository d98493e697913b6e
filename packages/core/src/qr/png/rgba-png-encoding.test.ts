// The designed codes' PNG path: RGBA words to unfiltered rows of copies and literals, dynamic
// Huffman blocks, slicing CRC-32. Streams are inflated by Node's zlib (which checks the
// Adler-32) and files decoded by pngjs, and must give back the pixels.
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { compressRgbaRows } from './compress-rgba-rows';
import { crc32, tableCrc32 } from './crc32';
import { DynamicDeflateWriter } from './dynamic-deflate-writer';
import { encodeRgbaPng } from './encode-rgba-png';
import { canonicalCodes, codeLengths } from './huffman-code';
import { adler32 } from './adler32';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state >>> 7;
  };
}

/**
 * Pixels made to hit every copy (above, above-left, above-right, left) and literals, with
 * transparent and opaque ones; `opaque` forces alpha 255 (what 3 channels requires).
 */
function randomPixels(width: number, height: number, seed: number, opaque: boolean): Int32Array {
  const next = random(seed);
  const pixels = new Int32Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) {
    const x = i % width;
    const kind = next() % 6;
    let value: number;
    if (kind === 0 || i < width) value = next() % 7 === 0 ? 0 : (next() << 8) ^ next();
    else if (kind === 1) value = pixels[i - width] as number;
    else if (kind === 2 && x + 1 < width) value = pixels[i - width + 1] as number;
    else if (kind === 3 && x > 0) value = pixels[i - width - 1] as number;
    else value = x > 0 ? (pixels[i - 1] as number) : 0x01020304;
    pixels[i] = opaque ? value | 0xff000000 : value;
  }
  return pixels;
}

function expectedScanlines(pixels: Int32Array, width: number, height: number, channels: number) {
  const stride = 1 + width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let lane = 0; lane < channels; lane += 1) {
        out[y * stride + 1 + x * channels + lane] =
          ((pixels[y * width + x] as number) >>> (8 * lane)) & 0xff;
      }
    }
  }
  return out;
}

describe('compressRgbaRows', () => {
  it.each([
    [1, 1, 4],
    [1, 9, 3],
    [2, 5, 4],
    [7, 13, 3],
    [64, 40, 4],
    [257, 31, 3],
    [300, 250, 4],
  ] as const)(
    '%i x %i pixels, %i channels, inflate to the scanlines',
    (width, height, channels) => {
      for (let seed = 1; seed <= 3; seed += 1) {
        const pixels = randomPixels(width, height, seed * 31 + width, channels === 3);
        // Node's zlib checks the Adler-32 summed from the changes between rows.
        const inflated = inflateSync(compressRgbaRows(pixels, width, height, channels));
        expect(
          Buffer.from(inflated).equals(
            Buffer.from(expectedScanlines(pixels, width, height, channels)),
          ),
          `seed ${seed}`,
        ).toBe(true);
      }
    },
  );

  it.each([
    [1, 1],
    [3, 2],
    [5, 9],
    [37, 40],
    [1001, 12],
  ] as const)(
    '%i x %i pixels of diagonal bands across flat areas, inflate to the scanlines',
    (width, height) => {
      // A designed code in little: bands of a 45-degree gradient (each row the row above
      // shifted by a pixel, so the diagonal copies run) between flat areas, runs of every
      // length, and stray pixels that break them.
      const pixels = new Int32Array(width * height);
      const next = random(width * 7 + height);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const band = x % 23 < 11;
          const value = band ? 0x00102030 + ((x + y) >> 1) * 0x010101 : 0x00ffffff;
          pixels[y * width + x] = next() % 97 === 0 ? (next() << 8) ^ next() : value;
        }
      }
      for (const channels of [3, 4] as const) {
        const words = pixels.map((pixel) => (channels === 3 ? pixel | 0xff000000 : pixel));
        const inflated = inflateSync(compressRgbaRows(words, width, height, channels));
        expect(
          Buffer.from(inflated).equals(
            Buffer.from(expectedScanlines(words, width, height, channels)),
          ),
          `${channels} channels`,
        ).toBe(true);
      }
    },
  );

  it('copies runs and whole repeated rows, and handles rows too wide to copy from above', () => {
    // A flat image: every pixel a copy, the stream a fraction of the scanlines.
    const flat = new Int32Array(500 * 400).fill(0x11223344);
    const stream = compressRgbaRows(flat, 500, 400, 4);
    expect(stream.length).toBeLessThan(500 * 400 * 4 * 0.01);
    expect(
      Buffer.from(inflateSync(stream)).equals(Buffer.from(expectedScanlines(flat, 500, 400, 4))),
    ).toBe(true);
    // 8192 RGBA pixels a row: the row above is beyond deflate's 32 KiB window.
    const wide = randomPixels(8192, 3, 7, false);
    expect(
      Buffer.from(inflateSync(compressRgbaRows(wide, 8192, 3, 4))).equals(
        Buffer.from(expectedScanlines(wide, 8192, 3, 4)),
      ),
    ).toBe(true);
  });
});

describe('dynamic Huffman codes', () => {
  it('gives complete prefix codes no longer than the limit', () => {
    const next = random(3);
    const cases: number[][] = [
      [5],
      [0, 0, 9],
      [1, 1],
      // Fibonacci counts: an unlimited Huffman code would be 29 bits deep.
      Array.from({ length: 30 }, (_, i) => Math.round(((1 + Math.sqrt(5)) / 2) ** i)),
      Array.from({ length: 286 }, () => next() % 1000),
      Array.from({ length: 19 }, (_, i) => 2 ** i),
    ];
    for (const [index, counts] of cases.entries()) {
      // 7 bits is the limit of the code-length code (19 symbols); 15 of the others (286, 30).
      for (const maxBits of counts.length <= 19 ? [7, 15] : [15]) {
        const lengths = new Uint8Array(counts.length + 2);
        codeLengths(Uint32Array.from(counts), counts.length, maxBits, lengths);
        let kraft = 0;
        let used = 0;
        for (const length of lengths) {
          expect(length).toBeLessThanOrEqual(maxBits);
          if (length > 0) {
            kraft += 2 ** -length;
            used += 1;
          }
        }
        expect(kraft, `case ${index}, ${maxBits} bits`).toBe(1);
        expect(used).toBeGreaterThanOrEqual(2);
        counts.forEach((count, symbol) => {
          if (count > 0) expect(lengths[symbol]).toBeGreaterThan(0);
        });
        // Canonical codes: prefix-free (no code is the start of another, bits read LSB first).
        const codes = new Uint16Array(lengths.length);
        canonicalCodes(lengths, lengths.length, codes);
        const words = [...lengths.keys()]
          .filter((symbol) => (lengths[symbol] as number) > 0)
          .map((symbol) =>
            (codes[symbol] as number)
              .toString(2)
              .padStart(lengths[symbol] as number, '0')
              .split('')
              .reverse()
              .join(''),
          );
        for (const a of words)
          for (const b of words) if (a !== b) expect(b.startsWith(a)).toBe(false);
      }
    }
  });

  it('writes literals and copies of any distance over several blocks', () => {
    const writer = new DynamicDeflateWriter(0);
    const expected: number[] = [];
    const next = random(11);
    // Over 2^16 tokens: more than one block.
    for (let i = 0; i < 150_000; i += 1) {
      const choice = next() % 10;
      if (choice < 7 || expected.length < 40_000) {
        const byte = choice < 5 ? next() % 4 : next() % 256;
        writer.literal(byte);
        expected.push(byte);
      } else {
        const distance = [1, 3, 4, 300, 4321, 32_768][next() % 6] as number;
        const length = 3 + (next() % 400);
        writer.repeat(length, distance);
        for (let k = 0; k < length; k += 1)
          expected.push(expected[expected.length - distance] as number);
      }
    }
    const bytes = Uint8Array.from(expected);
    const inflated = inflateSync(writer.finish(adler32(bytes)));
    expect(Buffer.from(inflated).equals(Buffer.from(bytes))).toBe(true);
    // An empty stream is a valid one too.
    expect(inflateSync(new DynamicDeflateWriter(0).finish(1)).length).toBe(0);
  });
});

describe('PNG files from RGBA pixels', () => {
  it('writes RGB when every pixel is opaque, RGBA otherwise, and decodes to the pixels', () => {
    for (const opaque of [true, false]) {
      const width = 61;
      const height = 37;
      const words = randomPixels(width, height, 5, opaque);
      const data = new Uint8ClampedArray(words.buffer);
      const png = encodeRgbaPng({ width, height, data });
      expect(png[25], 'colour type').toBe(opaque ? 2 : 6);
      const decoded = PNG.sync.read(Buffer.from(png));
      expect(Buffer.from(decoded.data).equals(Buffer.from(data.buffer))).toBe(true);
      const small = PNG.sync.read(Buffer.from(encodeRgbaPng({ width, height, data }, 'small')));
      expect(Buffer.from(small.data).equals(Buffer.from(data.buffer))).toBe(true);
    }
  });

  it('reads pixels that do not start on a 4-byte boundary', () => {
    const words = randomPixels(9, 4, 8, false);
    const shifted = new Uint8ClampedArray(words.byteLength + 1);
    shifted.set(new Uint8Array(words.buffer), 1);
    const data = shifted.subarray(1);
    const decoded = PNG.sync.read(Buffer.from(encodeRgbaPng({ width: 9, height: 4, data })));
    expect(Buffer.from(decoded.data).equals(Buffer.from(words.buffer))).toBe(true);
  });

  it("check-sums chunks as zlib does, in Node's native CRC and in the browsers' table", () => {
    const next = random(2);
    const bytes = Uint8Array.from({ length: 1003 }, () => next() & 0xff);
    for (const [start, end] of [
      [0, 1003],
      [1, 8],
      [3, 3],
      [5, 1000],
    ] as const) {
      const expected = zlibCrc32(bytes.subarray(start, end)) >>> 0;
      expect(tableCrc32(bytes, start, end)).toBe(expected);
      expect(crc32(bytes, start, end)).toBe(expected);
    }
    // A CRC with the top bit set comes back unsigned from both.
    const ascii = new TextEncoder().encode('123456789');
    expect(tableCrc32(ascii)).toBe(0xcbf43926);
  });

  it("uses Node's native CRC where there is one", async () => {
    // Without process.getBuiltinModule (a browser), the module falls back to its table.
    const zlib = await import('node:zlib');
    const calls: number[] = [];
    const original = zlib.crc32;
    vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) =>
      id === 'node:zlib'
        ? {
            crc32: (data: Uint8Array) => {
              calls.push(data.length);
              return original(data);
            },
          }
        : undefined) as typeof process.getBuiltinModule);
    vi.resetModules();
    const fresh = await import('./crc32');
    expect(fresh.crc32(new Uint8Array(10), 2, 7)).toBe(original(new Uint8Array(5)) >>> 0);
    expect(calls).toEqual([5]);
    vi.restoreAllMocks();
  });
});
