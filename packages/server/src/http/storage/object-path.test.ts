import { describe, expect, it } from 'vitest';
import { parseBucketId, parseObjectKey } from './object-path';

describe('parseObjectKey', () => {
  it('accepts the keys the app writes', () => {
    expect(parseObjectKey('3f1c2a9e-0000-4000-8000-000000000000/1716239000000.png')).toBe(
      '3f1c2a9e-0000-4000-8000-000000000000/1716239000000.png',
    );
    expect(parseObjectKey('a/b c/d(1).svg')).toBe('a/b c/d(1).svg');
  });

  it('refuses traversal, empty segments and odd characters', () => {
    for (const bad of [
      '',
      '/a.png',
      'a//b.png',
      'a/../b.png',
      './a.png',
      'a/',
      'a\\b.png',
      'a\u0000b',
      'x'.repeat(1025),
      'a/<b>.png',
    ]) {
      expect(() => parseObjectKey(bad)).toThrow();
    }
  });
});

describe('parseBucketId', () => {
  it('accepts plain ids only', () => {
    expect(parseBucketId('qr_logos')).toBe('qr_logos');
    expect(() => parseBucketId('qr/logos')).toThrow();
    expect(() => parseBucketId(undefined)).toThrow();
  });
});
