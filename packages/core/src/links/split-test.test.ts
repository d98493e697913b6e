import { describe, expect, it } from 'vitest';
import { mainShare, splitDestination, splitSchema } from './split-test';

const problems = (variants: unknown) => {
  const result = splitSchema.safeParse(variants);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('A/B test', () => {
  it('stores canonical variants and leaves the rest to the main destination', () => {
    const variants = splitSchema.parse([{ url: 'exemplo.com.br/b', weight: 30 }]);
    expect(variants).toEqual([{ url: 'https://exemplo.com.br/b', weight: 30 }]);
    expect(mainShare(variants)).toBe(70);
    expect(splitSchema.parse(variants)).toEqual(variants);
  });

  it('refuses each broken split with its reason', () => {
    const url = 'https://exemplo.com.br/b';
    expect(problems(Array.from({ length: 5 }, () => ({ url, weight: 10 })))).toEqual([
      'splitTooManyVariants',
    ]);
    expect(problems([{ url: 'ftp://x', weight: 10 }])).toEqual(['splitUrlInvalid']);
    expect(problems([{ url, weight: 0 }])).toEqual(['splitWeightInvalid']);
    expect(problems([{ url, weight: 12.5 }])).toEqual(['splitWeightInvalid']);
    expect(
      problems([
        { url, weight: 60 },
        { url, weight: 40 },
      ]),
    ).toEqual(['splitWeightsTooHigh']);
  });

  it('splits 1,000 visitors within 5 points of the weights, each always to the same variant', () => {
    const variants = [
      { url: 'https://b.example/', weight: 30 },
      { url: 'https://c.example/', weight: 20 },
    ];
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const seed = `177.71.${i >> 8}.${i & 255}|Mozilla/5.0 (iPhone)|qr-1`;
      const landed = splitDestination(variants, seed) ?? 'main';
      expect(splitDestination(variants, seed) ?? 'main').toBe(landed);
      counts.set(landed, (counts.get(landed) ?? 0) + 1);
    }
    expect(Math.abs(counts.get('https://b.example/')! / 10 - 30)).toBeLessThanOrEqual(5);
    expect(Math.abs(counts.get('https://c.example/')! / 10 - 20)).toBeLessThanOrEqual(5);
    expect(Math.abs(counts.get('main')! / 10 - 50)).toBeLessThanOrEqual(5);
    // Without an address to name the visitor, the draw is random.
    expect(splitDestination(variants, null, () => 0.1)).toBe('https://b.example/');
    expect(splitDestination(variants, null, () => 0.35)).toBe('https://c.example/');
    expect(splitDestination(variants, null, () => 0.99)).toBeNull();
  });
});
