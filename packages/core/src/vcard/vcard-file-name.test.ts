import { describe, expect, it } from 'vitest';
import { vcardFileName } from './vcard-file-name';
import { emptyAddress, emptyEmail, emptyPhone, initialVCardFormData } from './vcard-form-data';

describe('vCard file names', () => {
  it('names the file firstname_lastname.vcf in safe lowercase ASCII, contact.vcf without names', () => {
    expect(vcardFileName({ firstName: 'Ana', lastName: 'Lima' })).toBe('ana_lima.vcf');
    expect(vcardFileName({ firstName: 'Ana', lastName: 'Ferreira ção' })).toBe(
      'ana_ferreira_cao.vcf',
    );
    expect(vcardFileName({ firstName: 'João', lastName: 'da Silva' })).toBe('joao_da_silva.vcf');
    expect(vcardFileName({ firstName: 'Zoë  Ann', lastName: "O'Neil / Jr." })).toBe(
      'zoe_ann_o_neil_jr.vcf',
    );
    expect(vcardFileName({ firstName: ' ', lastName: '' })).toBe('contact.vcf');
    expect(vcardFileName({ firstName: 'Ana', lastName: '' })).toBe('ana.vcf');
    expect(vcardFileName({ firstName: '🎉', lastName: '张' })).toBe('contact.vcf');
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
