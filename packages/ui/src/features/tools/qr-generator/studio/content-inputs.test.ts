import { describe, expect, it } from 'vitest';
import { contentInputOf, initialContentInputs, inputsFromStored } from './content-inputs';

describe('studio content inputs', () => {
  it('opens a saved static code with its form as it was typed', () => {
    const inputs = inputsFromStored(
      'pix',
      {
        type: 'pix',
        data: { keyType: 'email', key: 'a@b.co', name: 'Ana', city: 'Rio', amount: 10.5 },
      },
      null,
    );
    expect(inputs.pix).toEqual({
      keyType: 'email',
      key: 'a@b.co',
      name: 'Ana',
      city: 'Rio',
      amount: '10.5',
      txid: '',
      description: '',
    });
    // The other forms start empty.
    expect(inputs.wifi).toEqual(initialContentInputs().wifi);
  });

  it('keeps only stored values of the right kind', () => {
    const inputs = inputsFromStored(
      'wifi',
      { data: { ssid: 'Loja', hidden: 'sim', password: 123, extra: 'x' } },
      null,
    );
    expect(inputs.wifi).toEqual({ ssid: 'Loja', security: 'WPA', password: '', hidden: false });
    expect(inputsFromStored('text', 'lixo', null).text).toEqual({ text: '' });
  });

  it('opens a dynamic code on its destination, and a vCard on its version', () => {
    expect(inputsFromStored('url', null, 'https://loja.com').url).toEqual({
      url: 'https://loja.com',
    });
    const vcard = inputsFromStored(
      'vcard',
      {
        data: { firstName: 'Ana', phones: [{ number: '1', type: 'CELL', isPreferred: true }] },
        version: '3.0',
      },
      null,
    ).vcard;
    expect(vcard.version).toBe('3.0');
    expect(vcard.data.firstName).toBe('Ana');
    expect(vcard.data.phones).toHaveLength(1);
    expect(vcard.data.emails).toHaveLength(1);
  });

  it("hands core the active type's form, the vCard version beside its data", () => {
    const inputs = initialContentInputs();
    expect(contentInputOf('sms', inputs)).toEqual({
      type: 'sms',
      data: { phone: '', message: '' },
    });
    expect(contentInputOf('vcard', inputs)).toMatchObject({ type: 'vcard', version: '4.0' });
  });
});
