import { describe, expect, it } from 'vitest';
import { shortLinkUrl } from '../links/public-urls';
import {
  hostnameSchema,
  printedOrigin,
  provesOwnership,
  verificationRecordName,
  verificationRecordValue,
} from './custom-domain';

describe('own domains', () => {
  it('reads a domain however it is typed, and refuses what cannot be one', () => {
    for (const typed of [
      'links.minhaloja.com.br',
      ' Links.MinhaLoja.com.br ',
      'https://links.minhaloja.com.br/',
      'links.minhaloja.com.br.',
    ]) {
      expect(hostnameSchema.parse(typed)).toBe('links.minhaloja.com.br');
    }
    expect(hostnameSchema.parse('go.xn--lj-wka.com')).toBe('go.xn--lj-wka.com');
    for (const bad of [
      'minhaloja',
      'a..com.br',
      '-x.com.br',
      'x-.com.br',
      '1.2.3.4',
      'a b.com',
      `${'a'.repeat(64)}.com`,
    ]) {
      const result = hostnameSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message, bad).toBe('domainInvalid');
    }
  });

  it('names the TXT record that proves ownership, and reads its answers', () => {
    expect(verificationRecordName('links.minhaloja.com.br')).toBe('_qrlink.links.minhaloja.com.br');
    expect(verificationRecordValue('abc')).toBe('qrlink-verify=abc');
    expect(provesOwnership([['v=spf1 -all'], ['qrlink-verify=', 'abc']], 'abc')).toBe(true);
    expect(provesOwnership([['qrlink-verify=abd']], 'abc')).toBe(false);
    expect(provesOwnership([], 'abc')).toBe(false);
  });

  it('prints a code on its own domain, else on the app’s address', () => {
    expect(printedOrigin('http://localhost:3000', 'links.minhaloja.com.br')).toBe(
      'https://links.minhaloja.com.br',
    );
    expect(printedOrigin('http://localhost:3000', null)).toBe('http://localhost:3000');
    const link = { custom_alias: 'promo', short_code: 'Ab3dE7' };
    expect(shortLinkUrl('http://localhost:3000/', link)).toBe('http://localhost:3000/s/promo');
    expect(shortLinkUrl('http://localhost:3000', link, 'links.minhaloja.com.br')).toBe(
      'https://links.minhaloja.com.br/promo',
    );
  });
});
