// Every design decodes back (jsQR) from the PNG and from the SVG (rasterised by resvg), and the
// canvas renderer (Skia, through @napi-rs/canvas) paints the same pixels as both.
import { createCanvas } from '@napi-rs/canvas';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { QrDesignInput } from './design/qr-design';
import { EYE_SHAPES, MODULE_SHAPES } from './design/qr-design-options';
import { decodePng, decodeRgba, decodeSvg, sampleLogo } from './qr-test-helpers';
import { renderQrToCanvas, type CanvasLike2D } from './render-qr-canvas';
import { renderQrPng, renderQrRgba } from './render-qr-png';
import { renderQrSvg } from './render-qr-svg';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';
const stops = [
  { offset: 0, color: '#3b0a8f' },
  { offset: 1, color: '#c2185b' },
];
const gradient = { type: 'linear' as const, angle: 45, stops };
const frame = { style: 'rounded', position: 'bottom', text: 'Cardápio', color: '#1f2937' } as const;

const designs: [string, QrDesignInput][] = [];
for (const shape of MODULE_SHAPES) {
  for (const eye of EYE_SHAPES) {
    for (const fill of [null, gradient]) {
      for (const framed of [false, true]) {
        designs.push([
          `${shape} modules, ${eye} eyes${fill ? ', gradient' : ''}${framed ? ', frame' : ''}`,
          {
            modules: { shape, ...(fill ? { fill } : {}) },
            eyes: { frameShape: eye, ballShape: eye },
            ...(framed ? { frame } : {}),
          },
        ]);
      }
    }
  }
}

/** Mean absolute difference per channel between two RGBA buffers of the same size. */
function meanDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('designed codes', () => {
  it.each(designs)('%s decodes from the PNG and the SVG', (_, design) => {
    for (const size of [320, 720]) {
      expect(decodePng(renderQrPng({ text: url, size, design })).text, `PNG ${size}`).toBe(url);
    }
    expect(decodeSvg(renderQrSvg({ text: url, size: 480, design })).text, 'SVG 480').toBe(url);
  });

  it('decodes one design with gradient, frame and logo at 256, 1000 and 4096 px', () => {
    const logo = sampleLogo();
    const design: QrDesignInput = {
      modules: { shape: 'rounded', fill: gradient },
      eyes: { frameShape: 'rounded', ballShape: 'circle', frameColor: '#111827' },
      logo: { plate: 'rounded', padding: 0.02 },
      frame,
    };
    for (const size of [256, 1000, 4096]) {
      const png = decodePng(renderQrPng({ text: url, size, design, logo: logo.rgba }));
      expect(png.text, `PNG ${size}`).toBe(url);
      expect(png.width).toBe(size + 2 * Math.max(1, Math.round(size * 0.04)));
      const svg = renderQrSvg({ text: url, size, design, logo: { href: logo.dataUrl } });
      expect(decodeSvg(svg).text, `SVG ${size}`).toBe(url);
    }
  }, 120_000);

  it('paints the same pixels in the PNG, the SVG and a canvas', () => {
    const design: QrDesignInput = {
      modules: { shape: 'dots', fill: { type: 'radial', stops } },
      eyes: { frameShape: 'circle', ballShape: 'circle', frameColor: '#0a7d32' },
      frame: { ...frame, style: 'square', position: 'top', text: 'ESCANEIE-ME' },
    };
    const png = renderQrRgba({ text: url, size: 400, design });
    const svg = new Resvg(renderQrSvg({ text: url, size: 400, design })).render();
    const canvas = createCanvas(png.width, png.height);
    const ctx = canvas.getContext('2d');
    const layout = renderQrToCanvas(ctx as unknown as CanvasLike2D, {
      text: url,
      size: 400,
      design,
    });
    expect([layout.width, layout.height]).toEqual([png.width, png.height]);
    expect([svg.width, svg.height]).toEqual([png.width, png.height]);
    const painted = ctx.getImageData(0, 0, png.width, png.height).data;
    // Anti-aliased edges differ by a few levels between rasterisers; shapes do not.
    expect(meanDifference(png.data, svg.pixels)).toBeLessThan(1);
    expect(meanDifference(png.data, painted)).toBeLessThan(1);
    expect(decodeRgba(new Uint8Array(painted), png.width, png.height).text).toBe(url);
  });
});
