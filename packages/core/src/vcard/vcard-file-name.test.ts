import { describe, expect, it } from 'vitest';
import { vcardFileName, vcardSafeFileName } from './vcard-file-name';
import { emptyAddress, emptyEmail, emptyPhone, initialVCardFormData } from './vcard-form-data';

describe('vCard file names', () => {
  it('lowercases firstname_lastname.vcf and defaults to contact.vcf', () => {
    expect(vcardFileName({ firstName: 'Ana', lastName: 'Lima' })).toBe('ana_lima.vcf');
    expect(vcardFileName({ firstName: 'João', lastName: 'da Silva' })).toBe('joão_da silva.vcf');
    expect(vcardFileName({ firstName: ' ', lastName: '' })).toBe('contact.vcf');
    expect(vcardFileName({ firstName: 'Ana', lastName: '' })).toBe('ana.vcf');
  });

  it('offers a safe variant without accents, spaces or symbols', () => {
    expect(vcardSafeFileName({ firstName: 'João', lastName: 'da Silva' })).toBe(
      'joao_da-silva.vcf',
    );
    expect(vcardSafeFileName({ firstName: 'Zoë  Ann', lastName: "O'Neil / Jr." })).toBe(
      'zoe-ann_oneil-jr.vcf',
    );
    expect(vcardSafeFileName({ firstName: '🎉', lastName: '张' })).toBe('contact.vcf');
  });
});

describe('initial vCard form data', () => {
  it('starts with one preferred CELL phone, one preferred WORK e-mail, one WORK address', () => {
    const data = initialVCardFormData();
    expect(data.phones).toEqual([{ number: '', type: 'CELL', isPreferred: true }]);
    expect(data.emails).toEqual([{ address: '', type: 'WORK', isPreferred: true }]);
    expect(data.addresses).toEqual([emptyAddress()]);
    expect(emptyPhone()).toMatchObject({ isPreferred: false });
    expect(emptyEmail()).toMatchObject({ isPreferred: false });
    expect(initialVCardFormData()).not.toBe(data);
  });
});
