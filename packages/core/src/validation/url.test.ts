import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { httpUrlField, normaliseUrl, optionalHttpUrlField } from './url';

describe('normaliseUrl', () => {
  it('accepts http and https, trimmed and canonicalised', () => {
    expect(normaliseUrl('  https://Exemplo.com.br/Promo?x=1#a ')).toEqual({
      ok: true,
      url: 'https://exemplo.com.br/Promo?x=1#a',
    });
    expect(normaliseUrl('http://exemplo.com')).toEqual({ ok: true, url: 'http://exemplo.com/' });
    expect(normaliseUrl('HTTPS://exemplo.com/a%20b')).toEqual({
      ok: true,
      url: 'https://exemplo.com/a%20b',
    });
  });

  it('prefixes https:// to bare domains, hosts with ports, IPs and protocol-relative URLs', () => {
    expect(normaliseUrl('exemplo.com.br/promo')).toEqual({
      ok: true,
      url: 'https://exemplo.com.br/promo',
    });
    expect(normaliseUrl('www.exemplo.com:8080/x')).toEqual({
      ok: true,
      url: 'https://www.exemplo.com:8080/x',
    });
    expect(normaliseUrl('localhost:3000')).toEqual({ ok: true, url: 'https://localhost:3000/' });
    expect(normaliseUrl('192.168.0.1')).toEqual({ ok: true, url: 'https://192.168.0.1/' });
    expect(normaliseUrl('//cdn.exemplo.com/a')).toEqual({
      ok: true,
      url: 'https://cdn.exemplo.com/a',
    });
    expect(normaliseUrl('açaí.com.br')).toEqual({ ok: true, url: 'https://xn--aa-4iaz.com.br/' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox',
  ])('refuses the dangerous scheme of %s with its own message', (input) => {
    expect(normaliseUrl(input)).toEqual({
      ok: false,
      key: 'urlDangerousScheme',
      message: MESSAGES.urlDangerousScheme.message,
    });
  });

  it('refuses other schemes, missing schemes, credentials, blanks and overlong URLs', () => {
    expect(normaliseUrl('ftp://exemplo.com')).toEqual({
      ok: false,
      key: 'urlUnsupportedScheme',
      message: MESSAGES.urlUnsupportedScheme.message,
    });
    expect(normaliseUrl('mailto:a@b.com').ok).toBe(false);
    expect(normaliseUrl('minha loja')).toEqual({
      ok: false,
      key: 'urlMissingScheme',
      message: MESSAGES.urlMissingScheme.message,
    });
    expect(normaliseUrl('a@b.com')).toEqual({
      ok: false,
      key: 'urlMissingScheme',
      message: MESSAGES.urlMissingScheme.message,
    });
    expect(normaliseUrl('https://google.com@evil.example')).toEqual({
      ok: false,
      key: 'urlWithCredentials',
      message: MESSAGES.urlWithCredentials.message,
    });
    expect(normaliseUrl('   ')).toEqual({
      ok: false,
      key: 'urlRequired',
      message: MESSAGES.urlRequired.message,
    });
    expect(normaliseUrl('https://exemplo.com/a b')).toEqual({
      ok: false,
      key: 'urlInvalid',
      message: MESSAGES.urlInvalid.message,
    });
    expect(normaliseUrl('https://')).toEqual({
      ok: false,
      key: 'urlInvalid',
      message: MESSAGES.urlInvalid.message,
    });
    const base = 'https://exemplo.com/';
    expect(normaliseUrl(base + 'a'.repeat(2048 - base.length)).ok).toBe(true);
    expect(normaliseUrl(base + 'a'.repeat(2049 - base.length))).toEqual({
      ok: false,
      key: 'urlTooLong',
      message: MESSAGES.urlTooLong.message,
    });
  });
});

describe('url fields', () => {
  it('refuses control, bidi and zero-width characters anywhere in the URL', () => {
    for (const bad of [
      'https://example.com/a\u0001b',
      'https://example.com/a\u007fb',
      'https://example.com/\u202egnp.exe',
      'https://exam\u200bple.com/',
      'https://example.com/\u0085',
    ]) {
      expect(normaliseUrl(bad)).toEqual({
        ok: false,
        key: 'urlInvisibleCharacters',
        message: MESSAGES.urlInvisibleCharacters.message,
      });
    }
  });

  it('normalises international hosts to punycode and percent-encodes the path', () => {
    expect(normaliseUrl('https://例え.jp/パス')).toEqual({
      ok: true,
      url: 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9',
    });
    expect(normaliseUrl('https://example.com/😀')).toEqual({
      ok: true,
      url: 'https://example.com/%F0%9F%98%80',
    });
    expect(normaliseUrl('http://bücher.de/')).toEqual({
      ok: true,
      url: 'http://xn--bcher-kva.de/',
    });
  });

  it('gives the form its own empty message and canonical output', () => {
    // Issues carry catalogue keys; the toast helpers turn them into text.
    const field = httpUrlField('qrTargetRequired');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('qrTargetRequired');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('qrTargetRequired');
    expect(field.safeParse('javascript:x').error?.issues[0]?.message).toBe('urlDangerousScheme');
    expect(field.parse('exemplo.com')).toBe('https://exemplo.com/');
    expect(httpUrlField().safeParse(' ').error?.issues[0]?.message).toBe('urlRequired');
  });

  it('turns a blank optional URL into null and checks a filled one', () => {
    const field = z.object({ link: optionalHttpUrlField('urlInvalid') });
    expect(field.parse({ link: '  ' })).toEqual({ link: null });
    expect(field.parse({})).toEqual({ link: null });
    expect(field.parse({ link: 'https://mp.com/x' })).toEqual({ link: 'https://mp.com/x' });
    expect(field.safeParse({ link: 'data:x' }).error?.issues[0]?.message).toBe('urlInvalid');
  });
});
