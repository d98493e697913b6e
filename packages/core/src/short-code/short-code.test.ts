import { describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET } from '../constants';
import { generateUniqueShortCode, ShortCodeExhaustedError } from './generate-unique-short-code';
import { randomShortCode, type RandomBytes } from './random-short-code';

/** A byte source replaying a fixed sequence (then zeros). */
function replay(sequence: number[]): RandomBytes {
  let index = 0;
  return (buffer) => {
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = sequence[index++] ?? 0;
    return buffer;
  };
}

describe('randomShortCode', () => {
  it('draws the requested number of letters and digits from Web Crypto', () => {
    for (const length of [1, 6, 7, 32]) {
      const code = randomShortCode(length);
      expect(code).toHaveLength(length);
      expect(code).toMatch(/^[A-Za-z0-9]+$/);
    }
    expect(new Set(Array.from({ length: 50 }, () => randomShortCode(7))).size).toBe(50);
  });

  it('maps bytes onto the alphabet and rejects the biased tail (248-255)', () => {
    expect(randomShortCode(4, replay([0, 61, 62, 247]))).toBe(
      'A9A' + SHORT_CODE_ALPHABET[247 % 62],
    );
    // 248..255 are skipped, even when they fill a whole batch.
    expect(randomShortCode(2, replay([248, 249, 250, 251, 252, 253, 254, 255, 1, 26]))).toBe('Ba');
  });

  it('is close to uniform over many draws', () => {
    const counts = new Map<string, number>();
    const text = randomShortCode(62_000);
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Expected 1000 each; 6 standard deviations (~190) leaves no room for a 2x modulo bias.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(190);
  });

  it('refuses a non-positive or fractional length', () => {
    expect(() => randomShortCode(0)).toThrow(RangeError);
    expect(() => randomShortCode(2.5)).toThrow(RangeError);
  });
});

describe('generateUniqueShortCode', () => {
  it('retries until a code is free', async () => {
    const seen: string[] = [];
    const code = await generateUniqueShortCode(6, async (candidate) => {
      seen.push(candidate);
      return seen.length < 3;
    });
    expect(seen).toHaveLength(3);
    expect(code).toBe(seen[2]);
  });

  it('gives up after maxAttempts with the spec message', async () => {
    let calls = 0;
    const attempt = generateUniqueShortCode(
      6,
      async () => {
        calls += 1;
        return true;
      },
      4,
    );
    await expect(attempt).rejects.toBeInstanceOf(ShortCodeExhaustedError);
    await expect(attempt).rejects.toThrow(
      'Ocorreu um erro ao gerar o código curto. Tente novamente.',
    );
    expect(calls).toBe(4);
  });
});
