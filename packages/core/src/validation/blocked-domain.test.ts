import { describe, expect, it } from 'vitest';
import { BLOCKED_DOMAIN_MESSAGE, blockedDomainSchema, domainOf } from './blocked-domain';

describe('the blocked domain field', () => {
  it('reduces what an admin pastes to its domain', () => {
    expect(domainOf('  https://WWW.Golpe.Example/pagar?x=1 ')).toBe('golpe.example');
    expect(domainOf('*.fraude.example')).toBe('fraude.example');
    expect(domainOf('pesca.example:8080')).toBe('pesca.example');
    expect(domainOf('sub.pesca.example.')).toBe('sub.pesca.example');
  });

  it('accepts a domain and an optional reason, and refuses what is not a domain', () => {
    expect(blockedDomainSchema.parse({ domain: 'Golpe.Example', reason: '  ' })).toEqual({
      domain: 'golpe.example',
      reason: null,
    });
    for (const domain of ['', 'localhost', 'não é domínio', '-ruim.example', 'a..example']) {
      const result = blockedDomainSchema.safeParse({ domain, reason: '' });
      expect(result.success, domain).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BLOCKED_DOMAIN_MESSAGE);
    }
    expect(
      blockedDomainSchema.safeParse({ domain: 'golpe.example', reason: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});
