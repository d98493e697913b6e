import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts canonical UUIDs in any case and nothing else', () => {
    expect(isUuid('d935a62c-2b8f-40a4-97ec-ab356efb0d50')).toBe(true);
    expect(isUuid('D935A62C-2B8F-40A4-97EC-AB356EFB0D50')).toBe(true);
    expect(isUuid('nao-e-uuid')).toBe(false);
    expect(isUuid('d935a62c-2b8f-40a4-97ec-ab356efb0d50x')).toBe(false);
  });
});
