// Test helpers: an independent check of the vCard line syntax (kept out of the build: only
// *.test.ts files import it).
import { expect } from 'vitest';
import { initialVCardFormData, type VCardFormData } from './vcard-form-data';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/**
 * Assert the physical layout (CRLF only, every physical line <= 75 octets and valid UTF-8 on
 * its own, continuation lines start with one space) and return the unfolded content lines.
 */
export function checkAndUnfold(card: string): string[] {
  expect(card.endsWith('\r\n')).toBe(true);
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = card.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  for (const line of physical) {
    const bytes = encoder.encode(line);
    expect(bytes.length).toBeLessThanOrEqual(75);
    // Re-encoding the JS string always gives valid UTF-8, so check the split itself: a line
    // must not start with a lone surrogate half (JS's view of a split code point).
    expect(strictUtf8.decode(bytes)).toBe(line);
    expect(line).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical;
}

/** A filled form exercising accents, emoji, escaping and every list. */
export function sampleVCard(patch: Partial<VCardFormData> = {}): VCardFormData {
  return {
    ...initialVCardFormData(),
    prefix: 'Dra.',
    firstName: 'Maria José',
    middleName: 'da Conceição',
    lastName: 'Araújo, Filha',
    suffix: 'PhD',
    organization: 'Açaí & Cia; Filial Sul',
    title: 'Diretora, Vendas',
    photoUrl: 'https://cdn.exemplo.com/fotos/maria.png?v=1,2',
    website: 'exemplo.com.br',
    birthday: '1985-07-09',
    note: `Primeira linha\nSegunda: vírgula, barra \\ e emoji 🎉👩🏽‍💻\r\n${'Longa anotação '.repeat(12)}`,
    phones: [
      { number: '+55 (11) 98765-4321', type: 'CELL', isPreferred: true },
      { number: '11 3333-4444', type: 'WORK', isPreferred: false },
      { number: ' ', type: 'HOME', isPreferred: false },
    ],
    emails: [
      { address: ' maria@exemplo.com.br ', type: 'WORK', isPreferred: true },
      { address: '', type: 'HOME', isPreferred: false },
      { address: 'maria.pessoal@exemplo.com', type: 'HOME', isPreferred: false },
    ],
    addresses: [
      {
        street: 'Rua das Flores, 123; apto 4',
        city: 'São Paulo',
        state: 'SP',
        zip: '01000-000',
        country: 'Brasil',
        type: 'WORK',
      },
      { street: '', city: '', state: '', zip: '', country: '', type: 'HOME' },
    ],
    ...patch,
  };
}
