import { describe, expect, it } from 'vitest';
import { resolveQr } from '../qr-render-options';
import { sampleLogo } from '../qr-test-helpers';
import { compressScanlines } from './compress-scanlines';
import { truecolourPixels, twoColourPixels } from './plain-qr-pixels';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';

function rowEqualsAbove(pixels: Uint8Array, rowBytes: number, y: number): boolean {
  const row = pixels.subarray(y * rowBytes, (y + 1) * rowBytes);
  const above = pixels.subarray((y - 1) * rowBytes, y * rowBytes);
  return Buffer.from(row).equals(Buffer.from(above));
}

describe('the rows the plain renderer copied', () => {
  it.each([
    [1000, true],
    [1000, false],
    [257, true],
    [40, false],
  ])('marks as copies only rows equal to the row above (%i px, logo %s)', (size, withLogo) => {
    const { matrix, layout, fg, bg } = resolveQr(
      { text: url, size, fgColor: '#fd1455', bgColor: '#ffffff' },
      withLogo,
    );
    const rowBytes = withLogo ? size * 3 : Math.ceil(size / 8);
    const { pixels, sameAsAbove } = withLogo
      ? truecolourPixels(layout, matrix.modules, rowBytes, 3, { fg, bg }, sampleLogo().rgba)
      : twoColourPixels(layout, matrix.modules, rowBytes);
    let copies = 0;
    for (let y = 0; y < size; y += 1) {
      if (sameAsAbove[y] !== 1) continue;
      copies += 1;
      expect(rowEqualsAbove(pixels, rowBytes, y), `row ${y}`).toBe(true);
    }
    // Most rows of a large code are copies: that is what the hint saves comparing.
    if (size === 1000) expect(copies).toBeGreaterThan(withLogo ? 700 : 900);
    // The hint changes the work, never the stream.
    const bpp = withLogo ? 3 : 1;
    expect(
      Buffer.from(compressScanlines(pixels, size, rowBytes, bpp, sameAsAbove)).equals(
        Buffer.from(compressScanlines(pixels, size, rowBytes, bpp)),
      ),
    ).toBe(true);
  });
});
