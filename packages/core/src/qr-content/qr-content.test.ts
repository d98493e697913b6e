import { describe, expect, it } from 'vitest';
import { initialVCardFormData } from '../vcard/vcard-form-data';
import { toToastError } from '../validation/to-toast-error';
import { decodePng } from '../qr/qr-test-helpers';
import { renderQrPng } from '../qr/render-qr-png';
import {
  buildQrPayload,
  qrContentSchema,
  qrPayloadFromInput,
  type QrContentInput,
} from './qr-content';
import { escapeWifiValue } from './wifi';

const now = new Date('2026-03-01T12:00:00Z');
const payload = (input: QrContentInput) => {
  const result = qrPayloadFromInput(input, { now });
  if (!result.ok) throw new Error(toToastError(result.error).message);
  return result.payload;
};
const error = (input: unknown) => {
  const result = qrPayloadFromInput(input, { now });
  return result.ok ? null : toToastError(result.error).message;
};

const vcard = { ...initialVCardFormData(), firstName: 'Ana', lastName: 'Souza' };

describe('QR payloads by content type', () => {
  it.each<[string, QrContentInput, string]>([
    ['URL', { type: 'url', data: { url: 'loja.com.br/promo' } }, 'https://loja.com.br/promo'],
    [
      'WhatsApp',
      { type: 'whatsapp', data: { countryCode: '+55', phone: '(11) 98765-4321', message: 'Olá!' } },
      'https://wa.me/5511987654321?text=Ol%C3%A1!',
    ],
    [
      'vCard 3.0',
      { type: 'vcard', version: '3.0', data: vcard },
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Souza;Ana;;;\r\nFN:Ana Souza\r\nREV:2026-03-01T12:00:00Z\r\nEND:VCARD\r\n',
    ],
    [
      'vCard 4.0',
      { type: 'vcard', data: vcard },
      'BEGIN:VCARD\r\nVERSION:4.0\r\nN:Souza;Ana;;;\r\nFN:Ana Souza\r\nREV:20260301T120000Z\r\nEND:VCARD\r\n',
    ],
    [
      'Wi-Fi WPA, hidden, escaped',
      { type: 'wifi', data: { ssid: 'Café; "Zé"', password: 'a:b,c\\d;e', hidden: true } },
      'WIFI:T:WPA;S:Café\\; \\"Zé\\";P:a\\:b\\,c\\\\d\\;e;H:true;;',
    ],
    [
      'Wi-Fi WEP (hex)',
      { type: 'wifi', data: { ssid: 'Loja', security: 'WEP', password: '0123456789' } },
      'WIFI:T:WEP;S:Loja;P:0123456789;;',
    ],
    [
      'open Wi-Fi',
      { type: 'wifi', data: { ssid: 'Visitantes', security: 'nopass', password: 'ignored' } },
      'WIFI:T:nopass;S:Visitantes;;',
    ],
    [
      'e-mail',
      {
        type: 'email',
        data: { to: 'contato@loja.com.br', subject: 'Orçamento', body: 'Olá & bom dia' },
      },
      'mailto:contato@loja.com.br?subject=Or%C3%A7amento&body=Ol%C3%A1%20%26%20bom%20dia',
    ],
    ['e-mail without subject', { type: 'email', data: { to: 'a@b.com' } }, 'mailto:a@b.com'],
    [
      'SMS',
      { type: 'sms', data: { phone: '(41) 99999-8888', message: 'Quero pedir' } },
      'SMSTO:+5541999998888:Quero pedir',
    ],
    ['phone', { type: 'phone', data: { phone: '+1 415 555 2671' } }, 'tel:+14155552671'],
    ['text', { type: 'text', data: { text: 'Senha do dia: 1234' } }, 'Senha do dia: 1234'],
    [
      'Pix',
      {
        type: 'pix',
        data: {
          keyType: 'evp',
          key: '123e4567-e12b-12d1-a456-426655440000',
          name: 'Fulano de Tal',
          city: 'Brasilia',
        },
      },
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***6304F012',
    ],
  ])('%s', (_, input, expected) => {
    expect(payload(input)).toBe(expected);
  });

  it('encodes every payload into a code that decodes back to it', () => {
    const text = payload({ type: 'wifi', data: { ssid: 'Café; "Zé"', password: 'senha-forte' } });
    expect(decodePng(renderQrPng({ text, size: 300 })).text).toBe(text);
    const card = payload({ type: 'vcard', data: vcard });
    expect(decodePng(renderQrPng({ text: card, size: 400 })).text).toBe(card);
  });

  it('builds from parsed content with the current time by default', () => {
    const content = qrContentSchema.parse({ type: 'vcard', data: vcard });
    expect(buildQrPayload(content)).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(escapeWifiValue('a;b')).toBe('a\\;b');
  });

  it('refuses bad content with pt-BR messages', () => {
    expect(error({ type: 'fax', data: {} })).toMatch(/^Tipo de conteúdo inválido/);
    expect(error({ type: 'url', data: { url: 'javascript:alert(1)' } })).toMatch(/javascript:/);
    expect(error({ type: 'whatsapp', data: { phone: '' } })).toBe(
      'Por favor, insira um número de telefone.',
    );
    expect(error({ type: 'vcard', data: initialVCardFormData() })).toBe(
      'Nome e Sobrenome são necessários para gerar o vCard.',
    );
    expect(error({ type: 'wifi', data: { ssid: ' ' } })).toBe('Informe o nome da rede Wi-Fi.');
    expect(error({ type: 'wifi', data: { ssid: 'x'.repeat(33), security: 'nopass' } })).toMatch(
      /32 caracteres/,
    );
    expect(error({ type: 'wifi', data: { ssid: 'Loja' } })).toBe('Informe a senha da rede Wi-Fi.');
    expect(error({ type: 'wifi', data: { ssid: 'Loja', password: 'curta' } })).toMatch(
      /^A senha WPA/,
    );
    expect(
      error({ type: 'wifi', data: { ssid: 'Loja', security: 'WEP', password: 'abc' } }),
    ).toMatch(/^A senha WEP/);
    expect(error({ type: 'wifi', data: { ssid: 'Loja', security: 'WPA4' } })).toMatch(
      /^Selecione a segurança/,
    );
    expect(error({ type: 'email', data: { to: '' } })).toBe('Informe o e-mail do destinatário.');
    expect(error({ type: 'email', data: { to: 'não é e-mail' } })).toBe(
      'Informe um e-mail válido.',
    );
    expect(error({ type: 'email', data: { to: 'a@b.com', subject: 'x'.repeat(151) } })).toMatch(
      /150/,
    );
    expect(error({ type: 'sms', data: { phone: '123' } })).toMatch(/^Telefone inválido/);
    expect(
      error({ type: 'sms', data: { phone: '(41) 99999-8888', message: 'x'.repeat(1001) } }),
    ).toMatch(/1\.000/);
    expect(error({ type: 'phone', data: { phone: 'abc' } })).toBe('Informe o número de telefone.');
    expect(error({ type: 'text', data: { text: '  ' } })).toBe('Escreva o texto do QR Code.');
    expect(error({ type: 'text', data: { text: 'x'.repeat(1001) } })).toMatch(/1\.000/);
  });
});
