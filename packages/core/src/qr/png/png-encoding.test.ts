import { deflateSync, inflateSync } from 'node:zlib';
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine } from './adler32';
import { crc32 } from './crc32';
import { compressScanlines } from './compress-scanlines';
import { FixedHuffmanWriter } from './deflate-writer';
import { filterScanlines } from './filter-scanlines';

describe('PNG building blocks', () => {
  it('computes the standard CRC-32 and Adler-32 check values', () => {
    const ascii = new TextEncoder().encode('123456789');
    expect(crc32(ascii)).toBe(0xcbf43926);
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
    // Long input crosses the 5552-byte modulo blocks; Node's zlib trailer is the reference.
    const long = new Uint8Array(100_000).fill(255);
    const zlibStream = deflateSync(long);
    expect(adler32(long)).toBe(zlibStream.readUInt32BE(zlibStream.length - 4));
  });

  it('combines Adler-32 sums like zlib', () => {
    const bytes = new TextEncoder().encode('QR Link: códigos dinâmicos');
    const split = 7;
    expect(
      adler32Combine(adler32(bytes, 0, split), adler32(bytes, split), bytes.length - split),
    ).toBe(adler32(bytes));
    const big = new Uint8Array(200_000).fill(200);
    expect(adler32Combine(adler32(big), adler32(big), big.length)).toBe(
      adler32(new Uint8Array(400_000).fill(200)),
    );
  });

  it('compresses scanlines into zlib streams that inflate and unfilter to the input', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return seed & 0xff;
    };
    const cases: [string, number, number, number, (x: number, y: number) => number][] = [
      [
        'runs and repeated rows',
        120,
        300,
        3,
        (x, y) => ((Math.floor(x / 30) + Math.floor(y / 10)) % 2 ? 253 : 20),
      ],
      ['noise', 40, 64, 4, () => random()],
      ['unaligned rows', 17, 13, 1, (x, y) => (y < 8 ? 7 : x)],
      ['tiny rows (stride below a match)', 5, 1, 1, () => 9],
      ['rows wider than the deflate window', 3, 40_000, 1, (x) => (x % 500 < 250 ? 1 : 0)],
      ['runs of exactly 259 and 260 bytes', 4, 262, 1, (x, y) => (x === 0 || x > y + 258 ? 1 : 0)],
      [
        'a patch across repeated rows (a logo over the modules)',
        90,
        300,
        3,
        (x, y) =>
          x >= 120 && x < 171 && y >= 30 && y < 60
            ? (x * 31 + y * 17) & 0xff
            : Math.floor(x / 30) % 2
              ? 250
              : 10,
      ],
      ['unaligned patches', 12, 37, 1, (x, y) => (y % 3 === 1 && x > 9 && x < 20 ? y + x : 5)],
    ];
    for (const [name, height, rowBytes, bpp, value] of cases) {
      const pixels = new Uint8Array(height * rowBytes);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < rowBytes; x += 1) pixels[y * rowBytes + x] = value(x, y);
      }
      const compressed = compressScanlines(pixels, height, rowBytes, bpp);
      // Node's zlib checks the Adler-32 trailer too.
      expect(
        Buffer.from(inflateSync(compressed)).equals(Buffer.from(unzlibSync(compressed))),
        name,
      ).toBe(true);
      const filtered = unzlibSync(compressed);
      expect(filtered.length, name).toBe(height * (rowBytes + 1));
      expect(
        Buffer.from(unfilter(filtered, height, rowBytes, bpp)).equals(Buffer.from(pixels)),
        name,
      ).toBe(true);
    }
  });

  it('writes back-references with every distance width', () => {
    for (const distance of [1, 4, 5, 100, 1000, 4097, 24_577, 32_768]) {
      const writer = new FixedHuffmanWriter(0);
      const data = Uint8Array.from({ length: distance }, (_, i) => (i * 7) & 0xff);
      for (const byte of data) writer.literal(byte);
      writer.copy(300, distance, data, 0);
      const expected = new Uint8Array(distance + 300);
      expected.set(data);
      for (let i = distance; i < expected.length; i += 1) expected[i] = expected[i - distance] ?? 0;
      const inflated = unzlibSync(writer.finish(adler32(expected)));
      expect(Buffer.from(inflated).equals(Buffer.from(expected)), `distance ${distance}`).toBe(
        true,
      );
    }
  });

  it('filters identical rows with Up and others with Sub', () => {
    const pixels = Uint8Array.of(1, 1, 2, 1, 1, 2, 3, 3, 3);
    expect([...filterScanlines(pixels, 3, 3, 1)]).toEqual([1, 1, 0, 1, 2, 0, 0, 0, 1, 3, 0, 0]);
  });
});

/** Undo PNG filters None/Sub/Up (all this encoder writes). */
function unfilter(filtered: Uint8Array, height: number, rowBytes: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    const type = filtered[y * (rowBytes + 1)];
    for (let x = 0; x < rowBytes; x += 1) {
      const raw = filtered[y * (rowBytes + 1) + 1 + x] ?? 0;
      const left = x >= bpp ? (out[y * rowBytes + x - bpp] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * rowBytes + x] ?? 0) : 0;
      out[y * rowBytes + x] = (raw + (type === 1 ? left : type === 2 ? up : 0)) & 0xff;
    }
  }
  return out;
}
