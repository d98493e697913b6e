import { describe, expect, it } from 'vitest';
import { qrContentSummary } from './content-summary';

describe('qrContentSummary', () => {
  it('names each type by its most telling field', () => {
    expect(qrContentSummary('pix', { type: 'pix', data: { name: 'José', key: 'x@y.com' } })).toBe(
      'Pix: José',
    );
    expect(qrContentSummary('pix', { data: { key: 'x@y.com' } })).toBe('Pix: x@y.com');
    expect(qrContentSummary('wifi', { data: { ssid: ' Loja Centro ' } })).toBe(
      'Wi-Fi: Loja Centro',
    );
    expect(qrContentSummary('vcard', { data: { firstName: 'Ana', lastName: 'Souza' } })).toBe(
      'Cartão de visita (vCard): Ana Souza',
    );
    expect(
      qrContentSummary('whatsapp', { data: { countryCode: '+55', phone: '11 98765-4321' } }),
    ).toBe('WhatsApp: +55 11 98765-4321');
    expect(qrContentSummary('email', { data: { to: 'a@b.com.br' } })).toBe('E-mail: a@b.com.br');
    expect(qrContentSummary('sms', { data: { phone: '11 9999-0000' } })).toBe('SMS: 11 9999-0000');
    expect(qrContentSummary('phone', { phone: '11 9999-0000' })).toBe('Telefone: 11 9999-0000');
    expect(qrContentSummary('url', { url: 'https://a.com' })).toBe('Link (URL): https://a.com');
  });

  it('shortens long details and folds whitespace', () => {
    const summary = qrContentSummary('text', { data: { text: `Olá\n\n${'a'.repeat(100)}` } });
    expect(summary).toMatch(/^Texto: Olá a+\.\.\.$/);
    expect(summary.length).toBe('Texto: '.length + 60);
  });

  it('falls back to the type for missing or unreadable content', () => {
    expect(qrContentSummary('wifi', null)).toBe('Wi-Fi');
    expect(qrContentSummary('pix', { data: { name: 42 } })).toBe('Pix');
    expect(qrContentSummary('whatsapp', { data: {} })).toBe('WhatsApp');
    expect(qrContentSummary('text', 'texto solto')).toBe('Texto');
  });
});
