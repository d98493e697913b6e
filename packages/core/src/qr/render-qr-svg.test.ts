import { describe, expect, it } from 'vitest';
import { QrRenderError } from './qr-render-error';
import { decodeSvg, sampleLogo } from './qr-test-helpers';
import { renderQrSvg } from './render-qr-svg';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';
const logo = sampleLogo();

describe('renderQrSvg', () => {
  it('rasterises (resvg) and decodes back to the URL, in the requested colours and size', () => {
    for (const size of [256, 1000]) {
      const svg = renderQrSvg({ text: url, size, fgColor: '#0a7d32', bgColor: '#fafafa' });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      const decoded = decodeSvg(svg);
      expect(decoded.text).toBe(url);
      expect([decoded.width, decoded.height]).toEqual([size, size]);
      expect(decoded.pixel(1, 1)).toEqual([0xfa, 0xfa, 0xfa, 255]);
    }
  });

  it('decodes with a logo given as a data URL, keeping its aspect ratio when sized', () => {
    const svg = renderQrSvg({
      text: url,
      size: 500,
      logo: { href: logo.dataUrl, width: 120, height: 120 },
    });
    expect(svg).toContain('<image href="data:image/png;base64,');
    const decoded = decodeSvg(svg);
    expect(decoded.text).toBe(url);
    expect(decoded.pixel(250, 250)).toEqual([20, 90, 200, 255]);
    const unsized = renderQrSvg({
      text: url,
      size: 500,
      logo: { href: 'https://cdn.example/logo.svg' },
    });
    expect(unsized).toContain('x="200" y="200" width="100" height="100"');
  });

  it('writes translucent colours as fill-opacity and escapes the logo address', () => {
    const svg = renderQrSvg({
      text: url,
      size: 100,
      bgColor: '#ffffff00',
      logo: { href: 'https://cdn.example/a.png?x=1&y="2"' },
    });
    expect(svg).toContain('fill="#ffffff" fill-opacity="0.000"');
    expect(svg).toContain('href="https://cdn.example/a.png?x=1&amp;y=&quot;2&quot;"');
  });

  it('refuses script and unknown logo addresses and non-hex colours', () => {
    expect(() =>
      renderQrSvg({ text: url, size: 100, logo: { href: 'javascript:alert(1)' } }),
    ).toThrow(QrRenderError);
    expect(() =>
      renderQrSvg({ text: url, size: 100, logo: { href: 'data:text/html,<b>' } }),
    ).toThrow(QrRenderError);
    expect(() => renderQrSvg({ text: url, size: 100, fgColor: 'red"/><script>' })).toThrow(
      'Cor inválida. Use o formato hexadecimal (ex.: #fd1455).',
    );
  });
});
