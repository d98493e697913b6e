import { describe, expect, it } from 'vitest';
import { DEFAULT_BG_COLOR, DEFAULT_FG_COLOR, FALLBACK_FG_COLOR } from '../../constants';
import { toToastError } from '../../validation/to-toast-error';
import { decodePng } from '../qr-test-helpers';
import { LEGACY_DESIGN } from '../qr-render-options';
import { renderQrPng } from '../render-qr-png';
import {
  DEFAULT_QR_DESIGN,
  designFromColors,
  parseStoredQrDesign,
  qrDesignSchema,
  safeParseQrDesign,
  type QrDesign,
} from './qr-design';

const url = 'https://qrlink.example.com/qr/abc';

describe('QrDesign', () => {
  it('defaults to today’s look and renders exactly as the plain renderer did', () => {
    expect(DEFAULT_QR_DESIGN).toMatchObject({
      modules: { shape: 'square', fill: { type: 'solid', color: DEFAULT_FG_COLOR } },
      eyes: { frameShape: 'square', ballShape: 'square', frameColor: null, ballColor: null },
      background: { color: DEFAULT_BG_COLOR, transparent: false },
      margin: 4,
      errorCorrectionLevel: 'M',
      logo: { scale: 0.2, padding: 0, plate: 'none' },
      frame: { style: 'none' },
    });
    // Written out in the module: exactly what the schema gives an empty design.
    expect(qrDesignSchema.parse({})).toEqual(DEFAULT_QR_DESIGN);
    const designed = renderQrPng({ text: url, size: 300, design: DEFAULT_QR_DESIGN });
    const legacy = renderQrPng({
      text: url,
      size: 300,
      fgColor: DEFAULT_FG_COLOR,
      bgColor: DEFAULT_BG_COLOR,
    });
    expect(Buffer.from(designed).equals(Buffer.from(legacy))).toBe(true);
  });

  it('takes the frozen default as it is and parses every other design', () => {
    expect(Object.isFrozen(DEFAULT_QR_DESIGN.modules.fill)).toBe(true);
    expect(() => {
      (DEFAULT_QR_DESIGN.frame as { text: string }).text = '';
    }).toThrow(TypeError);
    expect(safeParseQrDesign(DEFAULT_QR_DESIGN)).toEqual({
      success: true,
      data: DEFAULT_QR_DESIGN,
    });
    // An equal copy is parsed: a new object, its defaults filled in, its errors found.
    const copy = structuredClone(DEFAULT_QR_DESIGN);
    const parsed = safeParseQrDesign(copy);
    expect(parsed.success && parsed.data).toEqual(DEFAULT_QR_DESIGN);
    expect(parsed.success && parsed.data).not.toBe(copy);
    expect(safeParseQrDesign({ ...copy, margin: -1 }).success).toBe(false);
  });

  it('draws codes without a design black on white, as the schema reads those colours', () => {
    expect(
      qrDesignSchema.parse({
        modules: { fill: { type: 'solid', color: FALLBACK_FG_COLOR } },
        background: { color: DEFAULT_BG_COLOR },
      }),
    ).toEqual(LEGACY_DESIGN);
    expect(Object.isFrozen(LEGACY_DESIGN.background)).toBe(true);
  });

  it('survives a JSON round trip (a jsonb column)', () => {
    const design: QrDesign = qrDesignSchema.parse({
      modules: {
        shape: 'dots',
        fill: {
          type: 'linear',
          angle: 90,
          stops: [
            { offset: 1, color: '#FFF' },
            { offset: 0, color: '#000' },
          ],
        },
      },
      frame: { style: 'rounded', text: '  Cardápio ' },
    });
    // Stops come back sorted, colours lowercased, text trimmed.
    expect(design.modules.fill).toEqual({
      type: 'linear',
      angle: 90,
      stops: [
        { offset: 0, color: '#000' },
        { offset: 1, color: '#fff' },
      ],
    });
    expect(design.frame.text).toBe('Cardápio');
    expect(qrDesignSchema.parse(JSON.parse(JSON.stringify(design)))).toEqual(design);
  });

  it('names each bad option in pt-BR', () => {
    const message = (input: unknown) => {
      const result = qrDesignSchema.safeParse(input);
      return result.success ? null : toToastError(result.error).message;
    };
    expect(message({ modules: { shape: 'star' } })).toMatch(/^Formato dos módulos inválido/);
    expect(message({ eyes: { ballShape: 'star' } })).toMatch(/^Formato dos olhos/);
    expect(
      message({ modules: { fill: { type: 'radial', stops: [{ offset: 0, color: '#000' }] } } }),
    ).toBe('O degradê precisa de 2 a 5 cores.');
    expect(message({ modules: { fill: { type: 'conic' } } })).toMatch(/^Preenchimento inválido/);
    expect(message({ modules: { fill: { type: 'linear', angle: 400, stops: [] } } })).toMatch(
      /ângulo/,
    );
    expect(message({ background: { color: 'red' } })).toBe(
      'Cor inválida. Use o formato hexadecimal (ex.: #fd1455).',
    );
    expect(message({ margin: 2.5 })).toMatch(/^A margem/);
    expect(message({ errorCorrectionLevel: 'X' })).toMatch(/^Nível de correção/);
    expect(message({ logo: { scale: 0.5 } })).toMatch(/de 5% a 30%/);
    expect(message({ logo: { padding: 0.2 } })).toMatch(/de 0% a 10%/);
    expect(message({ logo: { plate: 'star' } })).toMatch(/^Fundo do logo/);
    expect(message({ frame: { style: 'star' } })).toMatch(/^Moldura inválida/);
    expect(message({ frame: { position: 'left' } })).toMatch(/acima ou abaixo/);
    expect(message({ frame: { text: ' ' } })).toBe(
      'Escreva o texto da moldura (ex.: Escaneie-me).',
    );
    expect(message({ frame: { text: 'x'.repeat(33) } })).toMatch(/32 caracteres/);
    expect(message({ frame: { text: 'Pague 🍕' } })).toMatch(
      /caracteres que não podem ser desenhados/,
    );
    expect(() => renderQrPng({ text: url, size: 100, design: { margin: -1 } })).toThrow(
      'A margem deve ser um número inteiro de 0 a 16 módulos.',
    );
  });

  it('reads stored designs leniently: bad or unknown fields fall back, the rest is kept', () => {
    expect(parseStoredQrDesign(null)).toEqual(DEFAULT_QR_DESIGN);
    expect(parseStoredQrDesign('not a design')).toEqual(DEFAULT_QR_DESIGN);
    const stored = parseStoredQrDesign({
      modules: { shape: 'hexagon', fill: { type: 'solid', color: '#123456' } },
      eyes: 'round',
      margin: 99,
      frame: { style: 'rounded', text: 42, future: true },
      version: 7,
    });
    expect(stored.modules).toEqual({ shape: 'square', fill: { type: 'solid', color: '#123456' } });
    expect(stored.eyes).toEqual(DEFAULT_QR_DESIGN.eyes);
    expect(stored.margin).toBe(4);
    expect(stored.frame).toMatchObject({ style: 'rounded', text: 'Escaneie-me' });
    expect(stored).not.toHaveProperty('version');
  });

  it('keeps the look of codes saved with colours only', () => {
    expect(designFromColors('#0a7d32', '#fafafa')).toMatchObject({
      modules: { fill: { type: 'solid', color: '#0a7d32' } },
      background: { color: '#fafafa' },
    });
    expect(designFromColors(null, null).modules.fill).toEqual({ type: 'solid', color: '#000000' });
    const decoded = decodePng(
      renderQrPng({ text: url, size: 200, design: designFromColors('#0a7d32', null) }),
    );
    expect(decoded.text).toBe(url);
  });
});
