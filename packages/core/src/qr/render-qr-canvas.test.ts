import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { parseHexColor } from './qr-color';
import { renderQrToCanvas, type CanvasLike2D } from './render-qr-canvas';

const url = 'https://qrlink.example.com/qr/abc';

/** A software 2D context: enough of the canvas API to rasterise what the renderer draws. */
class SoftwareContext implements CanvasLike2D {
  fillStyle: unknown = '#000000';
  readonly pixels: Uint8ClampedArray;
  readonly images: { image: unknown; box: number[] }[] = [];
  cleared = 0;

  constructor(readonly size: number) {
    this.pixels = new Uint8ClampedArray(size * size * 4);
  }

  fillRect(x: number, y: number, width: number, height: number): void {
    const { r, g, b, a } = parseHexColor(String(this.fillStyle));
    for (let row = y; row < y + height; row += 1) {
      for (let col = x; col < x + width; col += 1) {
        this.pixels.set([r, g, b, a], (row * this.size + col) * 4);
      }
    }
  }

  clearRect(x: number, y: number, width: number, height: number): void {
    this.cleared += width * height;
    this.pixels.fill(0, (y * this.size + x) * 4, ((y + height - 1) * this.size + x + width) * 4);
  }

  drawImage(image: unknown, dx: number, dy: number, dw: number, dh: number): void {
    this.images.push({ image, box: [dx, dy, dw, dh] });
    this.fillStyle = '#1e40af';
    this.fillRect(dx, dy, dw, dh);
  }
}

describe('renderQrToCanvas', () => {
  it('draws a code jsQR reads back, in the given colours', () => {
    const ctx = new SoftwareContext(300);
    const layout = renderQrToCanvas(ctx, { text: url, size: 300, fgColor: '#fd1455' });
    expect(jsQR(ctx.pixels, 300, 300)?.data).toBe(url);
    expect([...ctx.pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect(ctx.cleared).toBe(300 * 300);
    expect(layout.logoBox).toBeNull();
  });

  it('draws the logo fitted in the centred 20% box and still decodes', () => {
    const ctx = new SoftwareContext(400);
    const image = { name: 'logo' };
    const layout = renderQrToCanvas(ctx, {
      text: url,
      size: 400,
      logo: { image, width: 200, height: 100 },
    });
    expect(layout.logoBox).toEqual({ x: 160, y: 160, width: 80, height: 80 });
    expect(ctx.images).toEqual([{ image, box: [160, 180, 80, 40] }]);
    expect(jsQR(ctx.pixels, 400, 400)?.data).toBe(url);
  });

  it('asks for path drawing when a design needs curves', () => {
    const ctx = new SoftwareContext(100);
    expect(() =>
      renderQrToCanvas(ctx, { text: url, size: 100, design: { modules: { shape: 'dots' } } }),
    ).toThrow('Este navegador não consegue desenhar esse design de QR Code.');
  });
});
