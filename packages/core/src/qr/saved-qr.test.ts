import { describe, expect, it } from 'vitest';
import { designFromColors } from './design/qr-design';
import { isDynamicQr, savedQrDesign, savedQrLabel, savedQrText } from './saved-qr';

const dynamic = {
  id: 'abc',
  target_url: 'https://loja.com.br',
  content_type: 'url' as const,
  content: null,
  payload: null,
  design: null,
  fg_color: '#123456',
  bg_color: '#ffffff',
};
const pix = {
  ...dynamic,
  target_url: null,
  content_type: 'pix' as const,
  content: { type: 'pix', data: { name: 'Padaria' } },
  payload: '000201...6304ABCD',
  design: { modules: { shape: 'dots' } },
};

describe('saved QR codes', () => {
  it('draws codes saved before designs in their colours at level H, as the list always did', () => {
    expect(savedQrDesign(dynamic)).toEqual({
      ...designFromColors('#123456', '#ffffff'),
      errorCorrectionLevel: 'H',
    });
    expect(savedQrDesign(pix).modules.shape).toBe('dots');
  });

  it('encodes the dynamic URL, or the static payload', () => {
    expect(isDynamicQr(dynamic)).toBe(true);
    expect(savedQrText(dynamic, 'https://qr.link/')).toBe('https://qr.link/qr/abc');
    expect(isDynamicQr(pix)).toBe(false);
    expect(savedQrText(pix, 'https://qr.link')).toBe('000201...6304ABCD');
  });

  it('labels a code by its destination or its content', () => {
    expect(savedQrLabel(dynamic)).toBe('https://loja.com.br');
    expect(savedQrLabel(pix)).toBe('Pix: Padaria');
  });
});
