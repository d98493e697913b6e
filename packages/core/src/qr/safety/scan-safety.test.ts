import { describe, expect, it } from 'vitest';
import { sampleLogo } from '../qr-test-helpers';
import { resolveQr } from '../qr-render-options';
import { renderQrRgba } from '../render-qr-png';
import { contrastRatio } from './contrast';
import { checkScanSafety, decodeScanImages, staticScanWarnings } from './scan-safety';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';
const codes = (report: { warnings: { code: string }[] }) => report.warnings.map((w) => w.code);

describe('checkScanSafety', () => {
  it('passes today’s look and a designed code with a logo at level H', () => {
    expect(checkScanSafety({ text: url, size: 1000, design: {} })).toEqual({
      ok: true,
      warnings: [],
    });
    const designed = checkScanSafety({
      text: url,
      size: 1000,
      logo: sampleLogo().rgba,
      design: {
        modules: {
          shape: 'dots',
          fill: {
            type: 'radial',
            stops: [
              { offset: 0, color: '#000000' },
              { offset: 1, color: '#1e3a8a' },
            ],
          },
        },
        eyes: { frameShape: 'circle', ballShape: 'circle' },
        frame: { style: 'rounded' },
      },
    });
    expect(designed).toEqual({ ok: true, warnings: [] });
  });

  it('refuses a huge logo at level L: it does not decode and the logo is named', () => {
    const report = checkScanSafety({
      text: url,
      size: 600,
      errorCorrectionLevel: 'L',
      logoScale: 0.3,
      logo: sampleLogo().rgba,
    });
    expect(report.ok).toBe(false);
    expect(codes(report)).toEqual(['unreadable', 'logo-too-large']);
    expect(report.warnings[0]?.severity).toBe('error');
    expect(report.warnings[1]?.message).toMatch(
      /^O logo cobre \d+% do código, demais para o nível de correção L/,
    );
  });

  it('refuses colours too close to read and warns on low contrast', () => {
    const faint = checkScanSafety({
      text: url,
      size: 600,
      design: { modules: { fill: { type: 'solid', color: '#fdfdfd' } } },
    });
    expect(faint.ok).toBe(false);
    expect(codes(faint)).toEqual(['unreadable', 'low-contrast']);
    const pale = checkScanSafety({
      text: url,
      size: 600,
      design: { modules: { fill: { type: 'solid', color: '#aaaaaa' } } },
    });
    expect(codes(pale)).toContain('low-contrast');
    expect(pale.warnings.find((w) => w.code === 'low-contrast')?.message).toMatch(/\(2,3:1\)/);
  });

  it('warns on light-on-dark, transparent backgrounds and a thin quiet zone', () => {
    const inverted = checkScanSafety({
      text: url,
      size: 500,
      fgColor: '#ffffff',
      bgColor: '#111111',
    });
    expect(codes(inverted)).toEqual(['inverted']);
    const transparent = checkScanSafety({
      text: url,
      size: 500,
      design: { background: { transparent: true }, margin: 1 },
    });
    expect(transparent.ok).toBe(true);
    expect(codes(transparent)).toEqual(['transparent-background', 'small-margin']);
  });

  it('decodes canvas-like pixels handed over by a screen', () => {
    const image = renderQrRgba({ text: url, size: 300, design: { modules: { shape: 'rounded' } } });
    expect(decodeScanImages(url, [image])).toEqual([]);
    expect(decodeScanImages('https://other.example', [image]).map((w) => w.code)).toEqual([
      'unreadable',
    ]);
    expect(staticScanWarnings(resolveQr({ text: url, size: 300 }, false))).toEqual([]);
    expect(
      contrastRatio({ r: 0, g: 0, b: 0, a: 255 }, { r: 255, g: 255, b: 255, a: 255 }),
    ).toBeCloseTo(21);
  });
});
