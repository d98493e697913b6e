import { describe, expect, it } from 'vitest';
import { rawHeader, visitFrom } from './visit-of';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('rawHeader', () => {
  it('finds a header in any case and keeps the first of duplicates, as Node does', () => {
    const raw = [
      'Host',
      'x',
      'User-Agent',
      'first',
      'REFERER',
      'https://a.example/',
      'user-agent',
      'second',
    ];
    expect(rawHeader(raw, 'user-agent')).toBe('first');
    expect(rawHeader(raw, 'referer')).toBe('https://a.example/');
    expect(rawHeader(raw, 'cf-ipcountry')).toBeUndefined();
    expect(rawHeader([], 'user-agent')).toBeUndefined();
  });
});

describe('visitFrom', () => {
  it('describes the visitor from the raw headers, with blank kind, target, at and seq', () => {
    const visit = visitFrom(
      ['User-Agent', ANDROID, 'Referer', `https://instagram.com/${'x'.repeat(3000)}`],
      'GET',
      '200.1.2.3',
      false,
    );
    expect(Object.keys(visit).slice(0, 4)).toEqual(['seq', 'kind', 'target', 'at']);
    expect(visit).toMatchObject({
      user_agent: ANDROID,
      ip: '200.1.2.3',
      device: 'mobile',
      os: 'Android',
      country: null,
      city: null,
      is_bot: false,
    });
    // Headers are cut at 1,024 characters before they are stored.
    expect(visit.referrer).toHaveLength(1024);
  });

  it('counts HEAD requests and link previews as bots, and takes an explicit referrer', () => {
    expect(visitFrom(['user-agent', ANDROID], 'HEAD', null, false).is_bot).toBe(true);
    const preview = visitFrom(['user-agent', 'WhatsApp/2.23.20.0 A'], 'GET', null, false, null);
    expect(preview).toMatchObject({ is_bot: true, referrer: null });
    expect(visitFrom([], 'GET', null, false, 'https://b.example/').referrer).toBe(
      'https://b.example/',
    );
  });

  it('reads the country header only behind a trusted proxy', () => {
    const raw = ['CF-IPCountry', 'BR'];
    expect(visitFrom(raw, 'GET', null, false).country).toBeNull();
    expect(visitFrom(raw, 'GET', null, true).country).toBe('BR');
  });

  it('keeps only text the database can store (NUL, lone surrogates, a cut emoji)', () => {
    const visit = visitFrom(
      ['User-Agent', `${ANDROID}\u0000`, 'CF-IPCountry', 'B\u0000R'],
      'GET',
      '200.1.2.3',
      true,
      `https://ref.example/a\u0000b\ud800x${'y'.repeat(2040)}😀`,
    );
    for (const text of [visit.user_agent, visit.referrer, visit.country]) {
      expect(text).not.toMatch(/[\0\p{Cs}]/u);
    }
    expect(visit.referrer).toMatch(/^https:\/\/ref\.example\/a\ufffdb\ufffdx/);
    expect(visit.referrer).toHaveLength(2048);
  });
});
