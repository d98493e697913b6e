import { describe, expect, it } from 'vitest';
import { createdSummary } from './created-summary';

describe('createdSummary', () => {
  it('says one item in the singular', () => {
    expect(createdSummary(1, 'qr')).toBe('1 QR Code criado.');
    expect(createdSummary(1, 'qr', { dynamic: true })).toBe('1 QR Code dinâmico criado.');
    expect(createdSummary(1, 'short_link')).toBe('1 link curto criado.');
  });

  it('says more items in the plural, with pt-BR thousands', () => {
    expect(createdSummary(3, 'qr', { dynamic: true })).toBe('3 QR Codes dinâmicos criados.');
    expect(createdSummary(1500, 'qr')).toBe('1.500 QR Codes criados.');
    expect(createdSummary(2, 'short_link')).toBe('2 links curtos criados.');
  });
});
