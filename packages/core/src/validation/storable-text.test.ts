import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps emoji and accents', () => {
    expect(isStorableText('Cardápio 😀 ok')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800x')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  });

  it('replaces what cannot be stored with U+FFFD and leaves the rest as it was', () => {
    expect(toStorableText('https://ref.example/a\u0000b')).toBe('https://ref.example/a\ufffdb');
    expect(toStorableText('\ud800x😀\udfff')).toBe('\ufffdx😀\ufffd');
    const clean = 'Mozilla/5.0 (iPhone)';
    expect(toStorableText(clean)).toBe(clean);
  });
});
