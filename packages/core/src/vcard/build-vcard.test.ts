import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'vcard4';
import { buildVCard, formattedName } from './build-vcard';
import { initialVCardFormData } from './vcard-form-data';
import { checkAndUnfold, sampleVCard } from './vcard-test-helpers';
import { escapeVCardText, foldLine } from './vcard-text';

const now = new Date('2026-03-04T05:06:07.890Z');
const expectedNote =
  `Primeira linha\nSegunda: vírgula, barra \\ e emoji 🎉👩🏽‍💻\n${'Longa anotação '.repeat(12)}`.trim();

interface Vcard4Token {
  property: string;
  parameters: Record<string, string | string[]>;
  value: unknown;
}

describe('buildVCard 4.0', () => {
  const card = buildVCard(sampleVCard(), { version: '4.0', now });
  const parsed = parse(card) as unknown as { parsedVcard: Vcard4Token[] };
  const props = (name: string) => parsed.parsedVcard.filter((token) => token.property === name);
  const one = (name: string) => props(name)[0]?.value;

  it('is accepted by the strict vcard4 parser with every field intact', () => {
    expect(one('N')).toEqual({
      familyNames: 'Araújo, Filha',
      givenNames: 'Maria José',
      additionalNames: 'da Conceição',
      honorificPrefixes: 'Dra.',
      honorificSuffixes: 'PhD',
    });
    expect(one('FN')).toBe('Dra. Maria José da Conceição Araújo, Filha PhD');
    expect(one('TITLE')).toBe('Diretora, Vendas');
    expect(one('PHOTO')).toBe('https://cdn.exemplo.com/fotos/maria.png?v=1,2');
    expect(one('URL')).toBe('https://exemplo.com.br/');
    expect(one('BDAY')).toBe('19850709');
    expect(one('NOTE')).toBe(expectedNote);
    expect(one('REV')).toBe('20260304T050607Z');
    expect(props('TEL').map((t) => [t.parameters, t.value])).toEqual([
      [{ VALUE: 'uri', TYPE: 'cell', PREF: '1' }, 'tel:+5511987654321'],
      [{ VALUE: 'uri', TYPE: 'work' }, 'tel:+551133334444'],
    ]);
    expect(props('EMAIL').map((t) => [t.parameters, t.value])).toEqual([
      [{ TYPE: 'work', PREF: '1' }, 'maria@exemplo.com.br'],
      [{ TYPE: 'home' }, 'maria.pessoal@exemplo.com'],
    ]);
    expect(props('ADR').map((t) => t.value)).toEqual([
      {
        postOfficeBox: '',
        extendedAddress: '',
        streetAddress: 'Rua das Flores, 123; apto 4',
        locality: 'São Paulo',
        region: 'SP',
        postalCode: '01000-000',
        countryName: 'Brasil',
      },
    ]);
  });

  it('decodes the same in ical.js, including the structured ORG', () => {
    const component = ICAL.Component.fromString(card);
    expect(component.getFirstPropertyValue('version')).toBe('4.0');
    expect(component.getFirstProperty('org')?.getValues()).toEqual(['Açaí & Cia; Filial Sul']);
    expect(component.getFirstPropertyValue('note')).toBe(expectedNote);
    expect(component.getFirstPropertyValue('fn')).toBe(
      'Dra. Maria José da Conceição Araújo, Filha PhD',
    );
  });

  it('writes CRLF lines folded at 75 octets without splitting a character', () => {
    const lines = checkAndUnfold(card);
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:4.0');
    expect(lines.at(-1)).toBe('END:VCARD');
    expect(card.split('\r\n').length).toBeGreaterThan(lines.length); // the note was folded
  });
});

describe('buildVCard 3.0', () => {
  const data = sampleVCard({ lastName: 'Araújo Filha' });
  const card = buildVCard(data, { version: '3.0', now });
  const lines = checkAndUnfold(card);

  it('uses plain numbers, TYPE=pref, INTERNET e-mails, VALUE=uri photos and an ISO REV', () => {
    expect(lines).toContain('TEL;TYPE=cell,pref:+5511987654321');
    expect(lines).toContain('TEL;TYPE=work:+551133334444');
    expect(lines).toContain('EMAIL;TYPE=internet,work,pref:maria@exemplo.com.br');
    expect(lines).toContain('EMAIL;TYPE=internet,home:maria.pessoal@exemplo.com');
    expect(lines).toContain('PHOTO;VALUE=uri:https://cdn.exemplo.com/fotos/maria.png?v=1,2');
    expect(lines).toContain('REV:2026-03-04T05:06:07Z');
    expect(lines).toContain(
      'ADR;TYPE=work:;;Rua das Flores\\, 123\\; apto 4;São Paulo;SP;01000-000;Brasil',
    );
    // RFC 2426 escapes semicolons in every text value.
    expect(buildVCard(sampleVCard({ title: 'A;B' }), { version: '3.0', now })).toContain(
      'TITLE:A\\;B\r\n',
    );
  });

  it('is read back by ical.js (vCard 3.0 design set) with the same values', () => {
    const component = ICAL.Component.fromString(card);
    expect(component.getFirstPropertyValue('version')).toBe('3.0');
    expect(component.getFirstProperty('n')?.getValues()).toEqual([
      ['Araújo Filha', 'Maria José', 'da Conceição', 'Dra.', 'PhD'],
    ]);
    expect(component.getFirstPropertyValue('fn')).toBe(
      'Dra. Maria José da Conceição Araújo Filha PhD',
    );
    expect(component.getFirstPropertyValue('note')).toBe(expectedNote);
    const tels = component.getAllProperties('tel');
    expect(tels.map((tel) => [tel.getParameter('type'), tel.getFirstValue()])).toEqual([
      [['cell', 'pref'], '+5511987654321'],
      ['work', '+551133334444'],
    ]);
    expect(component.getFirstProperty('adr')?.getValues()).toEqual([
      ['', '', 'Rua das Flores, 123; apto 4', 'São Paulo', 'SP', '01000-000', 'Brasil'],
    ]);
  });
});

describe('buildVCard edge cases', () => {
  it('writes only names and REV for a minimal form, and handles empty lists', () => {
    const minimal = { ...initialVCardFormData(), firstName: 'Ana', lastName: 'Lima' };
    const expected =
      'BEGIN:VCARD\r\nVERSION:4.0\r\nN:Lima;Ana;;;\r\nFN:Ana Lima\r\nREV:20260304T050607Z\r\nEND:VCARD\r\n';
    expect(buildVCard(minimal, { now })).toBe(expected);
    expect(buildVCard({ ...minimal, phones: [], emails: [], addresses: [] }, { now })).toBe(
      expected,
    );
    expect(parse(expected)).toBeTruthy();
  });

  it('drops an invalid URL and a malformed birthday rather than writing broken lines', () => {
    const card = buildVCard(
      sampleVCard({
        photoUrl: 'javascript:alert(1)',
        website: 'not a url',
        birthday: '09/07/1985',
      }),
      { now },
    );
    expect(card).not.toMatch(/PHOTO|URL:|BDAY/);
  });

  it('defaults to version 4.0 and the current time', () => {
    const card = buildVCard({ ...initialVCardFormData(), firstName: 'A', lastName: 'B' });
    expect(card).toContain('VERSION:4.0');
    expect(card).toMatch(/REV:\d{8}T\d{6}Z/);
  });
});

describe('vCard text helpers', () => {
  it('escapes backslash, comma, semicolon (optionally) and every line break', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    expect(escapeVCardText('a;b', false)).toBe('a;b');
  });

  it('folds on code point boundaries, with the space counted', () => {
    const line = `NOTE:${'🙂'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.join('').replace(/ /g, '')).toBe(line);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[1]?.startsWith(' ')).toBe(true);
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
    expect(foldLine(`${'A'.repeat(74)}é`)).toBe(`${'A'.repeat(74)}\r\n é`);
  });

  it('formats names and numbers', () => {
    expect(formattedName({ ...initialVCardFormData(), firstName: ' Ana ', lastName: 'Lima' })).toBe(
      'Ana Lima',
    );
    // A number typed without a country code is Brazilian (it used to become +41 Switzerland).
    const lines = buildVCard({
      ...initialVCardFormData(),
      firstName: 'Ana',
      lastName: 'Ferreira',
      phones: [
        { number: '(41) 99999-8888', type: 'CELL', isPreferred: true },
        { number: '+1 (415) 555-2671', type: 'WORK', isPreferred: false },
      ],
    }).split('\r\n');
    expect(lines).toContain('TEL;VALUE=uri;TYPE=cell;PREF=1:tel:+5541999998888');
    expect(lines).toContain('TEL;VALUE=uri;TYPE=work:tel:+14155552671');
  });
});
