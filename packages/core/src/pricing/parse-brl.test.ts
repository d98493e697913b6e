import { describe, expect, it } from 'vitest';
import { BRL_SPACE, formatBRL } from './format-brl';
import { parseBRL } from './parse-brl';

const amount = (value: number) => ({ kind: 'amount', value });

describe('parseBRL', () => {
  it('reads thousands dots and a decimal comma', () => {
    expect(parseBRL('1.234,56')).toEqual(amount(1234.56));
    expect(parseBRL('1.234,5')).toEqual(amount(1234.5));
    expect(parseBRL('29,90')).toEqual(amount(29.9));
    expect(parseBRL('0,99')).toEqual(amount(0.99));
    expect(parseBRL('1.234.567,89')).toEqual(amount(1234567.89));
    expect(parseBRL('1234,56')).toEqual(amount(1234.56));
  });

  it('reads a dot before three digits as thousands', () => {
    expect(parseBRL('1.234')).toEqual(amount(1234));
    expect(parseBRL('1.000.000')).toEqual(amount(1_000_000));
    expect(parseBRL('29')).toEqual(amount(29));
  });

  it('reads a dot before one or two final digits, with no comma, as the decimal point', () => {
    expect(parseBRL('29.90')).toEqual(amount(29.9));
    expect(parseBRL('29.9')).toEqual(amount(29.9));
    expect(parseBRL('1234.56')).toEqual(amount(1234.56));
    expect(parseBRL('1.234.56')).toEqual(amount(1234.56));
    expect(parseBRL('1,234.56')).toEqual(amount(1234.56));
  });

  it("ignores 'R$', spaces and no-break spaces", () => {
    expect(parseBRL('R$ 1.234,56')).toEqual(amount(1234.56));
    expect(parseBRL(`R$${BRL_SPACE}29,90`)).toEqual(amount(29.9));
    expect(parseBRL(' r$29.90 ')).toEqual(amount(29.9));
    expect(parseBRL('R$\u202f1.234')).toEqual(amount(1234));
    expect(parseBRL('1 234,56')).toEqual(amount(1234.56));
  });

  it('reads back what formatBRL writes', () => {
    for (const value of [0, 0.5, 29.9, 251.16, 1234.56, 1_000_000]) {
      expect(parseBRL(formatBRL(value))).toEqual(amount(value));
    }
  });

  it('reads the amount while it is being typed', () => {
    expect(parseBRL('1.')).toEqual(amount(1));
    expect(parseBRL('1.234,')).toEqual(amount(1234));
    expect(parseBRL(',5')).toEqual(amount(0.5));
  });

  it('keeps the sign and extra decimals for the caller to refuse', () => {
    expect(parseBRL('-5,00')).toEqual(amount(-5));
    expect(parseBRL('R$ -5')).toEqual(amount(-5));
    expect(parseBRL('-0')).toEqual(amount(0));
    expect(parseBRL('1,234')).toEqual(amount(1.234));
  });

  it('tells an empty field from one that is not an amount', () => {
    for (const empty of ['', '   ', 'R$', `R$${BRL_SPACE}`]) {
      expect(parseBRL(empty), empty).toEqual({ kind: 'empty' });
    }
    for (const garbage of [
      'abc',
      '12a',
      ',',
      '-',
      '1.2.3',
      '12.3456',
      '1234.567',
      '1,2,3',
      '.5',
      '1,23.4',
      '--5',
      '5-',
    ]) {
      expect(parseBRL(garbage), garbage).toEqual({ kind: 'invalid' });
    }
  });
});
