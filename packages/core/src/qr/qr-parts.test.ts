import { describe, expect, it } from 'vitest';
import { createQrMatrix } from './create-qr-matrix';
import { parseHexColor, toHexColor } from './qr-color';
import { fitInside, isDrawn, layoutQr } from './qr-layout';
import {
  QR_PRESETS,
  qrCanvasFileName,
  qrDownloadFileName,
  qrPdfFileName,
  qrSvgFileName,
} from './qr-presets';
import { QrRenderError } from './qr-render-error';
import { scaleRgba } from './scale-rgba';

describe('createQrMatrix', () => {
  it('honours versions 1-40 and the four levels', () => {
    expect(createQrMatrix('A', { version: 1, errorCorrectionLevel: 'L' }).size).toBe(21);
    expect(createQrMatrix('A', { version: 40, errorCorrectionLevel: 'H' }).size).toBe(177);
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const matrix = createQrMatrix('https://exemplo.com', { errorCorrectionLevel: level });
      expect(matrix.errorCorrectionLevel).toBe(level);
      expect(matrix.modules).toHaveLength(matrix.size * matrix.size);
    }
    expect(createQrMatrix('x').errorCorrectionLevel).toBe('M');
  });

  it('refuses bad versions, levels, empty text and text too long for the version', () => {
    const title = 'Erro de Renderização';
    expect(() => createQrMatrix('A', { version: 0 })).toThrow(QrRenderError);
    expect(() => createQrMatrix('A', { version: 41 })).toThrow(
      'Versão de QR Code inválida (use de 1 a 40).',
    );
    expect(() => createQrMatrix('A', { version: 1.5 })).toThrow(QrRenderError);
    expect(() => createQrMatrix('A', { errorCorrectionLevel: 'X' as never })).toThrow(
      QrRenderError,
    );
    expect(() => createQrMatrix('')).toThrow('Informe o conteúdo do QR Code.');
    expect(() => createQrMatrix('x'.repeat(100), { version: 1 })).toThrow(
      'O conteúdo é grande demais para um QR Code com essas opções.',
    );
    expect(new QrRenderError('x').title).toBe(title);
  });
});

describe('layoutQr', () => {
  it('spreads rounded module edges over exactly the requested size', () => {
    const layout = layoutQr({ moduleCount: 21, size: 100, margin: 4, logoScale: 0 });
    expect(layout.edges).toHaveLength(30);
    expect(layout.edges[0]).toBe(0);
    expect(layout.edges[29]).toBe(100);
    const widths = [...layout.edges].slice(1).map((edge, i) => edge - (layout.edges[i] ?? 0));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    expect(layout.logoBox).toBeNull();
    expect(layout.padBox).toBeNull();
  });

  it('centres a 20% logo box and excavates every module it touches', () => {
    const layout = layoutQr({ moduleCount: 41, size: 1000, margin: 4, logoScale: 0.2 });
    expect(layout.logoBox).toEqual({ x: 400, y: 400, width: 200, height: 200 });
    const pad = layout.padBox;
    expect(pad && pad.x <= 400 && pad.x + pad.width >= 600).toBe(true);
    const { from, to } = layout.excavated;
    // Module edges around the excavated range enclose the logo box.
    expect(layout.edges[from + 4]).toBe(pad?.x);
    expect(layout.edges[to + 4]).toBe((pad?.x ?? 0) + (pad?.width ?? 0));
    const modules = new Uint8Array(41 * 41).fill(1);
    expect(isDrawn(layout, modules, 20, 20)).toBe(false);
    expect(isDrawn(layout, modules, 0, 0)).toBe(true);
  });

  it('refuses non-integer sizes, negative margins and oversized logos', () => {
    expect(() => layoutQr({ moduleCount: 21, size: 10.5, margin: 0, logoScale: 0 })).toThrow(
      QrRenderError,
    );
    expect(() => layoutQr({ moduleCount: 21, size: 100, margin: -1, logoScale: 0 })).toThrow(
      QrRenderError,
    );
    expect(() => layoutQr({ moduleCount: 21, size: 100, margin: 0, logoScale: 0.5 })).toThrow(
      'O logo pode ocupar no máximo 30% do QR Code.',
    );
  });

  it('fits images inside a box keeping the aspect ratio', () => {
    const box = { x: 10, y: 10, width: 100, height: 100 };
    expect(fitInside(box, 50, 50)).toEqual(box);
    expect(fitInside(box, 400, 100)).toEqual({ x: 10, y: 47, width: 100, height: 25 });
    expect(fitInside(box, 1, 1000)).toEqual({ x: 59, y: 10, width: 1, height: 100 });
  });
});

describe('colours', () => {
  it('parses the hex forms and writes them back', () => {
    expect(parseHexColor('#FD1455')).toEqual({ r: 253, g: 20, b: 85, a: 255 });
    expect(parseHexColor(' #fff ')).toEqual({ r: 255, g: 255, b: 255, a: 255 });
    expect(parseHexColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0x88 });
    expect(parseHexColor('#11223344')).toEqual({ r: 0x11, g: 0x22, b: 0x33, a: 0x44 });
    expect(toHexColor({ r: 253, g: 20, b: 85, a: 255 })).toBe('#fd1455');
    expect(toHexColor({ r: 0, g: 0, b: 0, a: 0 })).toBe('#00000000');
    for (const bad of ['red', '#12', '#12345', 'rgb(0,0,0)', '#ggg']) {
      expect(() => parseHexColor(bad)).toThrow(QrRenderError);
    }
  });
});

describe('presets and file names', () => {
  it('matches the spec sizes and levels', () => {
    expect(QR_PRESETS.thumbnail).toMatchObject({ size: 40, errorCorrectionLevel: 'L' });
    expect(QR_PRESETS.download).toMatchObject({
      size: 1000,
      errorCorrectionLevel: 'H',
      margin: 4,
      logoScale: 0.2,
    });
    expect(QR_PRESETS.preview.size).toBe(256);
  });

  it('sanitises the URL into the download name, first 50 characters', () => {
    expect(qrDownloadFileName('https://Loja.com/Promo?x=1')).toBe(
      'qrcode_https___loja_com_promo_x_1_1000x1000.png',
    );
    const long = qrDownloadFileName(`https://exemplo.com/${'a'.repeat(100)}`);
    expect(long).toBe(`qrcode_https___exemplo_com_${'a'.repeat(30)}_1000x1000.png`);
    expect(qrDownloadFileName('https://ação.com', 500)).toBe('qrcode_https___a__o_com_500x500.png');
    expect(qrDownloadFileName('https://a.com', 1000, 1180)).toBe(
      'qrcode_https___a_com_1000x1180.png',
    );
    expect(qrPdfFileName('Pix: JOSÉ DA SILVA')).toBe('qrcode_pix__jos__da_silva.pdf');
    expect(qrSvgFileName('https://Loja.com/Promo?x=1')).toBe(
      'qrcode_https___loja_com_promo_x_1.svg',
    );
    expect(qrCanvasFileName(256, 256)).toBe('qrcode_256x256.png');
  });
});

describe('scaleRgba', () => {
  const solid = (side: number, rgba: number[]) => ({
    width: side,
    height: side,
    data: Uint8Array.from({ length: side * side * 4 }, (_, i) => rgba[i % 4] ?? 0),
  });

  it('keeps solid colours when shrinking and enlarging', () => {
    for (const target of [3, 50]) {
      const scaled = scaleRgba(solid(10, [10, 20, 30, 255]), target, target);
      expect([...scaled.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
      expect(scaled.data).toHaveLength(target * target * 4);
    }
  });

  it('weights by alpha so transparent pixels do not darken the average', () => {
    const image = { width: 2, height: 1, data: Uint8Array.of(200, 0, 0, 255, 0, 0, 0, 0) };
    expect([...scaleRgba(image, 1, 1).data]).toEqual([200, 0, 0, 128]);
    expect([
      ...scaleRgba({ width: 1, height: 1, data: Uint8Array.of(0, 0, 0, 0) }, 2, 1).data,
    ]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses a buffer smaller than its dimensions', () => {
    expect(() => scaleRgba({ width: 2, height: 2, data: new Uint8Array(4) }, 1, 1)).toThrow(
      RangeError,
    );
  });
});
