import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { createQrMatrix, packQrMatrix, rememberPackedQrMatrix } from './create-qr-matrix';

describe('createQrMatrix', () => {
  it('encodes with the qrcode package at the level and version asked', () => {
    const matrix = createQrMatrix('https://exemplo.com.br/cardapio', {
      errorCorrectionLevel: 'H',
      version: 5,
    });
    const expected = QRCode.create('https://exemplo.com.br/cardapio', {
      errorCorrectionLevel: 'H',
      version: 5,
    });
    expect(matrix).toMatchObject({ size: 37, version: 5, errorCorrectionLevel: 'H' });
    expect(Array.from(matrix.modules)).toEqual(Array.from(expected.modules.data));
  });

  it('hands the same matrix to every caller drawing the same text at the same level', () => {
    const first = createQrMatrix('https://exemplo.com.br/mesa-1');
    expect(createQrMatrix('https://exemplo.com.br/mesa-1', { errorCorrectionLevel: 'M' })).toBe(
      first,
    );
    const atH = createQrMatrix('https://exemplo.com.br/mesa-1', { errorCorrectionLevel: 'H' });
    expect(atH).not.toBe(first);
    expect(atH.errorCorrectionLevel).toBe('H');
    const larger = createQrMatrix('https://exemplo.com.br/mesa-1', { version: 10 });
    expect(larger.size).toBe(57);
    expect(createQrMatrix('https://exemplo.com.br/mesa-2')).not.toBe(first);
  });

  it('keeps only the most recent matrices, the ones used last', () => {
    const kept = createQrMatrix('https://exemplo.com.br/usado-sempre');
    const dropped = createQrMatrix('https://exemplo.com.br/usado-uma-vez');
    for (let i = 0; i < 40; i++) {
      createQrMatrix(`https://exemplo.com.br/outro-${i}`);
      // Used again between the others: stays among the most recent.
      createQrMatrix('https://exemplo.com.br/usado-sempre');
    }
    expect(createQrMatrix('https://exemplo.com.br/usado-sempre')).toBe(kept);
    const again = createQrMatrix('https://exemplo.com.br/usado-uma-vez');
    expect(again).not.toBe(dropped);
    expect(again).toEqual(dropped);
  });

  it('refuses bad input every time, however often it is asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => createQrMatrix('')).toThrow('Informe o conteúdo do QR Code.');
      expect(() => createQrMatrix('x'.repeat(3000), { errorCorrectionLevel: 'H' })).toThrow(
        'O conteúdo é grande demais para um QR Code com essas opções.',
      );
      expect(() => createQrMatrix('abc', { version: 41 })).toThrow('Versão de QR Code inválida');
    }
  });

  it('hands out a matrix packed ahead instead of encoding its text', () => {
    const encoded = createQrMatrix('https://exemplo.com.br/empacotado', {
      errorCorrectionLevel: 'Q',
    });
    const packed = packQrMatrix(encoded);
    expect(packed).toMatch(/^\d+Q:/);
    rememberPackedQrMatrix('https://exemplo.com.br/outro-texto', packed);
    const handed = createQrMatrix('https://exemplo.com.br/outro-texto', {
      errorCorrectionLevel: 'Q',
    });
    expect(handed).not.toBe(encoded);
    expect(handed).toMatchObject({
      size: encoded.size,
      version: encoded.version,
      errorCorrectionLevel: 'Q',
    });
    expect(Array.from(handed.modules)).toEqual(Array.from(encoded.modules));
    // Only at its own level: M still encodes the text.
    const atM = createQrMatrix('https://exemplo.com.br/outro-texto');
    expect(Array.from(atM.modules)).toEqual(
      Array.from(
        QRCode.create('https://exemplo.com.br/outro-texto', { errorCorrectionLevel: 'M' }).modules
          .data,
      ),
    );
  });

  it('refuses text that is not a packed matrix', () => {
    expect(() => rememberPackedQrMatrix('x', 'M:abc')).toThrow('not a packed matrix');
  });
});
