import { describe, expect, it } from 'vitest';
import { formatBRL } from './format-brl';

const intl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A small deterministic generator, so a failure names amounts that come back. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('formatBRL', () => {
  it('writes what Intl writes for pt-BR reais, rounding included', () => {
    const edges = [
      0,
      -0,
      0.001,
      -0.001,
      0.004,
      0.005,
      0.125,
      1.005,
      2.675,
      999.995,
      29.9,
      1234.5,
      -1234.567,
      1e9 + 0.005,
      1e12,
      1e-7,
      123456789.125,
      0.045,
      1.115,
    ];
    const next = random(7);
    const amounts = [...edges];
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 10);
      const decimals = Math.floor(next() * 5);
      const value = Number((next() * magnitude).toFixed(decimals));
      amounts.push(next() < 0.1 ? -value : value);
    }
    const wrong = amounts.filter((amount) => formatBRL(amount) !== intl.format(amount));
    expect(wrong.map((amount) => [amount, formatBRL(amount), intl.format(amount)])).toEqual([]);
  });
});
