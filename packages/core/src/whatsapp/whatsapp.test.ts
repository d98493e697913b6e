import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { applyWhatsAppFormat } from './apply-whatsapp-format';
import { buildWhatsAppLink, digitsOnly } from './build-whatsapp-link';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from './country-codes';

describe('COUNTRY_CODES', () => {
  it('lists Brazil first and as the default, then the spec codes', () => {
    expect(COUNTRY_CODES.map((c) => c.code)).toEqual([
      '+55',
      '+1',
      '+44',
      '+351',
      '+49',
      '+33',
      '+34',
      '+39',
    ]);
    expect(COUNTRY_CODES[0]).toEqual({ code: '+55', country: 'Brasil', iso: 'BR' });
    expect(DEFAULT_COUNTRY_CODE).toBe('+55');
  });
});

describe('buildWhatsAppLink', () => {
  it('joins country code and phone as digits and encodes the message', () => {
    expect(
      buildWhatsAppLink({
        countryCode: '+55',
        phone: '(11) 98765-4321',
        message: 'Olá! Quero *saber* mais & já? 100%\nObrigado 🙂',
      }),
    ).toBe(
      'https://wa.me/5511987654321?text=' +
        'Ol%C3%A1!%20Quero%20*saber*%20mais%20%26%20j%C3%A1%3F%20100%25%0AObrigado%20%F0%9F%99%82',
    );
  });

  it('omits the text parameter when the message is empty', () => {
    expect(buildWhatsAppLink({ countryCode: '+351', phone: '912 345 678', message: '' })).toBe(
      'https://wa.me/351912345678',
    );
    expect(buildWhatsAppLink({ countryCode: '+1', phone: '(415) 555-2671' })).toBe(
      'https://wa.me/14155552671',
    );
  });

  it('keeps the country of a number typed with its own +code', () => {
    expect(buildWhatsAppLink({ countryCode: '+55', phone: '+44 7911 123456' })).toBe(
      'https://wa.me/447911123456',
    );
  });

  it('refuses a phone without digits, or one that cannot exist, with the form messages', () => {
    expect(() => buildWhatsAppLink({ countryCode: '+55', phone: '()-' })).toThrow(
      'Por favor, insira um número de telefone.',
    );
    // A São Paulo mobile without its leading 9, and a US number missing digits.
    expect(() => buildWhatsAppLink({ countryCode: '+55', phone: '(11) 8765-4321' })).toThrow(
      MESSAGES.whatsappPhoneInvalid.message,
    );
    expect(() => buildWhatsAppLink({ countryCode: '+1', phone: '555-0100' })).toThrow(
      MESSAGES.whatsappPhoneInvalid.message,
    );
    expect(digitsOnly('+55 (11) 9')).toBe('55119');
  });
});

describe('applyWhatsAppFormat', () => {
  it('wraps the selection with each marker and keeps it selected', () => {
    const text = 'Oferta hoje';
    expect(applyWhatsAppFormat(text, 0, 6, 'bold')).toEqual({
      ok: true,
      text: '*Oferta* hoje',
      selectionStart: 1,
      selectionEnd: 7,
    });
    expect(applyWhatsAppFormat(text, 7, 11, 'italic')).toMatchObject({ text: 'Oferta _hoje_' });
    expect(applyWhatsAppFormat(text, 7, 11, 'strikethrough')).toMatchObject({
      text: 'Oferta ~hoje~',
    });
    expect(applyWhatsAppFormat(text, 0, 11, 'monospace')).toEqual({
      ok: true,
      text: '```Oferta hoje```',
      selectionStart: 3,
      selectionEnd: 14,
    });
  });

  it('keeps edge spaces outside the markers and accepts a reversed selection', () => {
    expect(applyWhatsAppFormat('a bc d', 1, 5, 'bold')).toEqual({
      ok: true,
      text: 'a *bc* d',
      selectionStart: 3,
      selectionEnd: 5,
    });
    expect(applyWhatsAppFormat('abc', 3, 0, 'italic')).toMatchObject({ text: '_abc_' });
  });

  it('toggles the format off when the selection is already wrapped', () => {
    expect(applyWhatsAppFormat('*Oferta* hoje', 1, 7, 'bold')).toEqual({
      ok: true,
      text: 'Oferta hoje',
      selectionStart: 0,
      selectionEnd: 6,
    });
    expect(applyWhatsAppFormat('```x```', 3, 4, 'monospace')).toMatchObject({ text: 'x' });
    // A different marker around it is not a toggle.
    expect(applyWhatsAppFormat('_x_', 1, 2, 'bold')).toMatchObject({ text: '_*x*_' });
  });

  it('asks for a selection when nothing (or only spaces) is selected', () => {
    const needed = {
      ok: false,
      title: 'Seleção Necessária',
      message: 'Selecione o texto que deseja formatar.',
    };
    expect(applyWhatsAppFormat('abc', 1, 1, 'bold')).toEqual(needed);
    expect(applyWhatsAppFormat('a   b', 1, 4, 'bold')).toEqual(needed);
    expect(applyWhatsAppFormat('', 0, 0, 'monospace')).toEqual(needed);
  });
});
