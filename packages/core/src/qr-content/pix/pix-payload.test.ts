import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16';
import { emvField, parseEmvFields } from './emv-tlv';
import { isValidCnpj, isValidCpf, normalisePixKey } from './pix-key';
import { buildPixPayload, parsePixPayload, pixSchema, withCrc, type PixInput } from './pix-payload';
import { parsePixAmount } from './pix-text';
import { toToastError } from '../../validation/to-toast-error';

// The static BR Code example of the Banco Central's "Manual de Padrões para Iniciação do Pix"
// (random key, receiver 'Fulano de Tal', Brasília, no amount), with the manual's CRC 1D3D.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

// Expected payloads below were checked with an independent CRC (Python's binascii.crc_hqx,
// CRC-CCITT with initial value 0xFFFF) over the same fields.
const build = (input: PixInput) => buildPixPayload(pixSchema.parse(input));

describe('BR Code CRC and fields', () => {
  it('computes CRC16/CCITT-FALSE: the check value and the manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('reproduces the manual example field by field', () => {
    const account =
      emvField('00', 'br.gov.bcb.pix') + emvField('01', '123e4567-e12b-12d1-a456-426655440000');
    const body =
      emvField('00', '01') +
      emvField('26', account) +
      emvField('52', '0000') +
      emvField('53', '986') +
      emvField('58', 'BR') +
      emvField('59', 'Fulano de Tal') +
      emvField('60', 'BRASILIA') +
      emvField('62', emvField('05', '***'));
    expect(withCrc(body)).toBe(MANUAL_EXAMPLE);
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(RangeError);
    expect(parseEmvFields('0002')).toBeNull();
    expect(parseEmvFields('xx0201')).toBeNull();
  });

  it('parses the manual example back', () => {
    expect(parsePixPayload(MANUAL_EXAMPLE)).toEqual({
      ok: true,
      pix: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        description: null,
        amount: null,
        name: 'Fulano de Tal',
        city: 'BRASILIA',
        txid: '***',
        singleUse: false,
      },
    });
  });

  it('refuses corrupted and foreign payloads', () => {
    expect(parsePixPayload(MANUAL_EXAMPLE.replace('BRASILIA', 'BRASILIX'))).toEqual({
      ok: false,
      error: 'pixCrcInvalid',
    });
    expect(parsePixPayload('hello')).toEqual({ ok: false, error: 'pixPayloadInvalid' });
    expect(
      parsePixPayload(withCrc(emvField('00', '01') + emvField('26', emvField('00', 'x')))),
    ).toEqual({
      ok: false,
      error: 'pixPayloadInvalid',
    });
    expect(parsePixPayload(withCrc('0002019'))).toEqual({ ok: false, error: 'pixPayloadInvalid' });
  });
});

describe('buildPixPayload', () => {
  it.each([
    [
      'the manual example, name in upper case',
      {
        keyType: 'evp',
        key: '123E4567-E12B-12D1-A456-426655440000',
        name: 'Fulano de Tal',
        city: 'Brasília',
      },
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***6304F012',
    ],
    [
      'CPF, amount typed in Brazil, txid and description',
      {
        keyType: 'cpf',
        key: '123.456.789-09',
        name: 'José da Silva',
        city: 'São Paulo',
        amount: '10,50',
        txid: 'PEDIDO123',
        description: 'Café e pão de queijo',
      },
      '00020126570014br.gov.bcb.pix0111123456789090220Cafe e pao de queijo520400005303986540510.505802BR5913JOSE DA SILVA6009SAO PAULO62130509PEDIDO12363042822',
    ],
    [
      'mobile phone key, single use',
      {
        keyType: 'phone',
        key: '(11) 98765-4321',
        name: 'Padaria Pão Quente',
        city: 'Curitiba',
        amount: 1234.56,
        singleUse: true,
      },
      '00020101021226360014br.gov.bcb.pix0114+551198765432152040000530398654071234.565802BR5918PADARIA PAO QUENTE6008CURITIBA62070503***6304E5BE',
    ],
    [
      'CNPJ key',
      { keyType: 'cnpj', key: '11.222.333/0001-81', name: 'Acme Ltda', city: 'Rio de Janeiro' },
      '00020126360014br.gov.bcb.pix0114112223330001815204000053039865802BR5909ACME LTDA6014RIO DE JANEIRO62070503***6304DDC3',
    ],
    [
      'e-mail key, one centavo',
      {
        keyType: 'email',
        key: ' Contato@Loja.com.br ',
        name: 'Loja',
        city: 'Recife',
        amount: '0.01',
      },
      '00020126410014br.gov.bcb.pix0119contato@loja.com.br52040000530398654040.015802BR5904LOJA6006RECIFE62070503***6304490E',
    ],
  ] as const)('%s', (_, input, expected) => {
    const payload = build(input);
    expect(payload).toBe(expected);
    const parsed = parsePixPayload(payload);
    expect(parsed.ok && parsed.pix.name).toBe(pixSchema.parse(input).name);
    expect(parsed.ok && parsed.pix.amount).toBe(pixSchema.parse(input).amount);
  });

  it('refuses invalid data with pt-BR messages', () => {
    const base = {
      keyType: 'evp',
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Ana',
      city: 'Natal',
    };
    const message = (input: unknown) => {
      const result = pixSchema.safeParse(input);
      return result.success ? null : toToastError(result.error).message;
    };
    expect(message({ ...base, name: ' ' })).toBe('Informe o nome de quem recebe o Pix.');
    expect(message({ ...base, name: 'A'.repeat(26) })).toBe(
      'O nome de quem recebe pode ter no máximo 25 caracteres.',
    );
    expect(message({ ...base, city: 'Santa Rita do Passa Quatro' })).toBe(
      'A cidade pode ter no máximo 15 caracteres.',
    );
    expect(message({ ...base, amount: '-1' })).toMatch(/^Valor inválido/);
    expect(message({ ...base, txid: 'pedido 1' })).toMatch(/^O identificador/);
    expect(message({ ...base, key: 'nope' })).toMatch(/^Chave aleatória inválida/);
    expect(message({ ...base, keyType: 'iban' })).toMatch(/^Selecione o tipo de chave Pix/);
    expect(message({ ...base, description: 'x'.repeat(60) })).toMatch(
      /^A descrição é longa demais/,
    );
    expect(message({ ...base, amount: '', txid: null, description: null })).toBeNull();
  });
});

describe('Pix keys', () => {
  it('checks CPF and CNPJ digits (numeric and alphanumeric CNPJ)', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    // Receita Federal's published example of the alphanumeric CNPJ.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('normalises each key type and names what is wrong', () => {
    expect(normalisePixKey('cpf', '123.456.789-09')).toEqual({ ok: true, key: '12345678909' });
    expect(normalisePixKey('cpf', '123.456.789-00')).toEqual({ ok: false, error: 'pixCpfInvalid' });
    expect(normalisePixKey('cnpj', '12.abc.345/01de-35')).toEqual({
      ok: true,
      key: '12ABC34501DE35',
    });
    expect(normalisePixKey('cnpj', '1')).toEqual({ ok: false, error: 'pixCnpjInvalid' });
    expect(normalisePixKey('email', `${'a'.repeat(70)}@loja.com`)).toEqual({
      ok: false,
      error: 'pixEmailInvalid',
    });
    expect(normalisePixKey('phone', '+55 41 99999-8888')).toEqual({
      ok: true,
      key: '+5541999998888',
    });
    // A landline or a foreign number cannot be a Pix key.
    expect(normalisePixKey('phone', '(41) 3333-4444')).toEqual({
      ok: false,
      error: 'pixPhoneInvalid',
    });
    expect(normalisePixKey('phone', '+1 415 555 2671')).toEqual({
      ok: false,
      error: 'pixPhoneInvalid',
    });
    expect(normalisePixKey('evp', '  ')).toEqual({ ok: false, error: 'pixKeyRequired' });
  });

  it('reads amounts as numbers or as typed in Brazil', () => {
    expect(parsePixAmount('1.234,5')).toBe('1234.50');
    expect(parsePixAmount('R$ 10')).toBe('10.00');
    expect(parsePixAmount(0.1)).toBe('0.10');
    expect(parsePixAmount(1.005)).toBeNull();
    expect(parsePixAmount('0')).toBeNull();
    expect(parsePixAmount('abc')).toBeNull();
    expect(parsePixAmount(1e13)).toBeNull();
  });
});
