import { describe, expect, it } from 'vitest';
import { twoFactorCodeSchema } from './two-factor-code';

describe('twoFactorCodeSchema', () => {
  it('takes six digits, with the spaces apps show in the middle', () => {
    expect(twoFactorCodeSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(twoFactorCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('refuses anything else with one pt-BR message', () => {
    for (const code of ['', '12345', '1234567', '12a456']) {
      const result = twoFactorCodeSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Digite os 6 dígitos do código do aplicativo.');
    }
  });
});
