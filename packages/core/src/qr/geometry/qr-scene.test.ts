import { describe, expect, it } from 'vitest';
import { qrImageSize, resolveQr } from '../qr-render-options';
import { alignmentCoordinates } from './alignment-patterns';
import { Path, toSvgPathData } from './path';
import { buildQrScene } from './qr-scene';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';

describe('buildQrScene', () => {
  it('stacks background, frame, text, modules, eyes and plate, bottom to top', () => {
    const resolved = resolveQr(
      {
        text: url,
        size: 500,
        design: { frame: { style: 'square' }, logo: { plate: 'circle', padding: 0.02 } },
      },
      true,
    );
    const scene = buildQrScene(resolved);
    expect(scene.layers.map((layer) => layer.role)).toEqual([
      'background',
      'frame',
      'frame-text',
      'modules',
      'eye-frames',
      'eye-balls',
      'plate',
    ]);
    // 500 px code, 20 px border, 100 px band below it.
    expect([scene.width, scene.height]).toEqual([540, 620]);
    expect(qrImageSize({ text: url, size: 500, design: { frame: { style: 'square' } } })).toEqual({
      width: 540,
      height: 620,
    });
    expect(resolved.layout.origin).toEqual({ x: 20, y: 20 });
    // A round plate holds the logo in the square inscribed in its circle.
    const plate = resolved.layout.plateBox;
    const logo = scene.logoBox;
    expect(plate && logo).toBeTruthy();
    const centre = 20 + (plate?.x ?? 0) + (plate?.width ?? 0) / 2;
    const corner = Math.hypot((logo?.x ?? 0) - centre, (logo?.y ?? 0) - centre);
    expect(corner).toBeLessThanOrEqual((plate?.width ?? 0) / 2);
  });

  it('leaves out the background when transparent and the plate without a logo', () => {
    const scene = buildQrScene(
      resolveQr(
        {
          text: url,
          size: 200,
          design: { background: { transparent: true }, logo: { plate: 'square' } },
        },
        false,
      ),
    );
    expect(scene.layers.map((layer) => layer.role)).toEqual(['modules', 'eye-frames', 'eye-balls']);
    expect(scene.logoBox).toBeNull();
  });
});

describe('qrImageSize', () => {
  it("is the size resolveQr's layout gives, without encoding the text", () => {
    const frames = [
      undefined,
      { style: 'square' as const },
      { style: 'rounded' as const, position: 'top' as const },
      { style: 'rounded' as const, position: 'bottom' as const },
    ];
    const texts = ['a', 'https://qrlink.example.com/qr/3f2a9c1e', 'x'.repeat(900)];
    for (const size of [64, 256, 333, 1000, 4096]) {
      for (const margin of [0, 1, 4]) {
        for (const frame of frames) {
          for (const text of texts) {
            for (const hasLogo of [false, true]) {
              const options = { text, size, design: { margin, ...(frame ? { frame } : {}) } };
              const { width, height } = resolveQr(options, hasLogo).layout;
              expect(qrImageSize(options), `${size} ${margin} ${frame?.style}`).toEqual({
                width,
                height,
              });
            }
          }
        }
      }
    }
    // A text no code can hold still has a size: nothing was encoded.
    const tooLong = {
      text: 'x'.repeat(5000),
      size: 500,
      design: { frame: { style: 'square' as const } },
    };
    expect(() => resolveQr(tooLong, false)).toThrow();
    expect(qrImageSize(tooLong)).toEqual({ width: 540, height: 620 });
  });
});

describe('paths', () => {
  it('writes compact SVG path data and appends scaled paths', () => {
    const path = new Path().moveTo(0, 0).lineTo(1.005, -0.001).quadTo(1, 2, 3, 4).close();
    expect(toSvgPathData(path)).toBe('M0 0L1 0Q1 2 3 4Z');
    const scaled = new Path().append(path, 2, 10, 20);
    expect(toSvgPathData(scaled)).toBe('M10 20L12.01 20Q12 24 16 28Z');
    expect(toSvgPathData(new Path().rect(0, 0, 2, 1, true))).toBe('M0 1L2 1L2 0L0 0Z');
  });

  it('places alignment patterns as the QR standard does', () => {
    expect(alignmentCoordinates(1)).toEqual([]);
    expect(alignmentCoordinates(2)).toEqual([6, 18]);
    expect(alignmentCoordinates(7)).toEqual([6, 22, 38]);
    expect(alignmentCoordinates(32)).toEqual([6, 34, 60, 86, 112, 138]);
    expect(alignmentCoordinates(40)).toEqual([6, 30, 58, 86, 114, 142, 170]);
  });
});
