import { describe, expect, it } from 'vitest';
import { renderQrPng } from './render-qr-png';
import { decodePng, sampleLogo } from './qr-test-helpers';
import { layoutQr } from './qr-layout';
import { createQrMatrix } from './create-qr-matrix';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';
const logo = sampleLogo();

describe('renderQrPng', () => {
  it.each([
    [256, 'fast'],
    [1000, 'fast'],
    [256, 'small'],
    [1000, 'small'],
  ] as const)(
    'decodes back to the URL at %i px (%s), in the requested colours',
    (size, compression) => {
      const decoded = decodePng(
        renderQrPng({ text: url, size, fgColor: '#fd1455', bgColor: '#ffffff', compression }),
      );
      expect(decoded.text).toBe(url);
      expect([decoded.width, decoded.height]).toEqual([size, size]);
      expect(decoded.pixel(0, 0)).toEqual([255, 255, 255, 255]);
      // The top-left finder pattern starts right after the 4-module quiet zone.
      const matrix = createQrMatrix(url, { errorCorrectionLevel: 'M' });
      const layout = layoutQr({ moduleCount: matrix.size, size, margin: 4, logoScale: 0 });
      const finder = (layout.edges[4] ?? 0) + 1;
      expect(decoded.pixel(finder, finder)).toEqual([0xfd, 0x14, 0x55, 255]);
    },
  );

  it('decodes with a centred 20% logo at level H, drawn over a background pad', () => {
    for (const size of [256, 1000]) {
      const decoded = decodePng(
        renderQrPng({ text: url, size, logo: logo.rgba, fgColor: '#000000' }),
      );
      expect(decoded.text).toBe(url);
      const centre = Math.floor(size / 2);
      expect(decoded.pixel(centre, centre)).toEqual([20, 90, 200, 255]);
      // The logo's transparent corner shows the background pad, not modules.
      const box = Math.round(size * 0.2);
      const corner = Math.floor((size - box) / 2) + 2;
      expect(decoded.pixel(corner, corner)).toEqual([255, 255, 255, 255]);
    }
  });

  it('gives the same pixels with both compressions', () => {
    const options = { text: url, size: 300, logo: logo.rgba };
    const fast = decodePng(renderQrPng({ ...options, compression: 'fast' }));
    const small = decodePng(renderQrPng({ ...options, compression: 'small' }));
    expect(Buffer.from(fast.rgba).equals(Buffer.from(small.rgba))).toBe(true);
    expect(fast.text).toBe(url);
  });

  it('keeps translucent colours (palette tRNS without logo, RGBA with one)', () => {
    const plain = decodePng(
      renderQrPng({ text: url, size: 200, bgColor: '#ffffff00', fgColor: '#000' }),
    );
    expect(plain.pixel(0, 0)[3]).toBe(0);
    const withLogo = decodePng(
      renderQrPng({
        text: url,
        size: 200,
        bgColor: '#ffffff80',
        fgColor: '#000000',
        logo: logo.rgba,
      }),
    );
    expect(withLogo.pixel(0, 0)).toEqual([255, 255, 255, 128]);
    expect(withLogo.pixel(100, 100)).toEqual([20, 90, 200, 255]);
  });

  it('renders the list thumbnail size and tiny versions exactly', () => {
    const thumb = decodePng(
      renderQrPng({ text: url, size: 40, errorCorrectionLevel: 'L', margin: 0 }),
    );
    expect([thumb.width, thumb.height]).toEqual([40, 40]);
    const odd = decodePng(renderQrPng({ text: 'A', size: 123, version: 1 }));
    expect(odd.text).toBe('A');
    expect(odd.width).toBe(123);
  });
});
