import { describe, expect, it } from 'vitest';
import { EMPTY_LINK_RULES, linkRulesSchema } from '../validation/link-rules-schema';
import { applyUtm, EMPTY_UTM, readUtm, utmSchema } from './utm';

const NOW = new Date('2026-11-25T12:00:00Z');
const issues = (input: object, kept: Date | null = null) => {
  const result = linkRulesSchema(NOW, kept).safeParse({ ...EMPTY_LINK_RULES, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('link rules', () => {
  it('turns the form into columns and a password action', () => {
    const parsed = linkRulesSchema(NOW).parse({
      ...EMPTY_LINK_RULES,
      expiresAt: new Date('2026-12-31T23:59:00Z'),
      maxVisits: 500,
      iosUrl: 'apps.apple.com/br/app/x',
      passwordAction: 'set',
      password: 'cardapio',
    });
    expect(parsed).toEqual({
      columns: {
        expires_at: '2026-12-31T23:59:00.000Z',
        max_visits: 500,
        ios_url: 'https://apps.apple.com/br/app/x',
        android_url: null,
        desktop_url: null,
        routes: null,
        split: null,
        roulette: null,
        domain_id: null,
        preview_title: null,
        preview_description: null,
        preview_image_url: null,
      },
      password: 'cardapio',
    });
    expect(linkRulesSchema(NOW).parse(EMPTY_LINK_RULES)).toEqual({
      columns: {
        expires_at: null,
        max_visits: null,
        ios_url: null,
        android_url: null,
        desktop_url: null,
        routes: null,
        split: null,
        roulette: null,
        domain_id: null,
        preview_title: null,
        preview_description: null,
        preview_image_url: null,
      },
      password: undefined,
    });
    expect(
      linkRulesSchema(NOW).parse({ ...EMPTY_LINK_RULES, passwordAction: 'remove' }).password,
    ).toBeNull();
  });

  it('names every broken rule in pt-BR terms (catalogue keys)', () => {
    expect(issues({ expiresAt: new Date('2026-11-25T11:00:00Z') })).toEqual(['ruleExpiryPast']);
    for (const maxVisits of [0, -3, 1.5, 2_000_000_000, 'abc']) {
      expect(issues({ maxVisits })).toEqual(['ruleMaxVisitsInvalid']);
    }
    expect(issues({ passwordAction: 'set', password: 'abc' })).toEqual(['rulePasswordLength']);
    expect(issues({ passwordAction: 'set', password: 'x'.repeat(73) })).toEqual([
      'rulePasswordLength',
    ]);
    // Bytes, as bcrypt reads them: 40 'é' and 'FIM' are 43 characters but 83 bytes.
    expect(issues({ passwordAction: 'set', password: `${'é'.repeat(40)}FIM` })).toEqual([
      'rulePasswordLength',
    ]);
    expect(issues({ passwordAction: 'set', password: 'é'.repeat(36) })).toEqual([]);
    expect(issues({ androidUrl: 'javascript:alert(1)' })).toEqual(['ruleDeviceUrlInvalid']);
    // A short password is fine while it is not being changed.
    expect(issues({ passwordAction: 'keep', password: 'a' })).toEqual([]);
  });

  it('lets an already expired link keep its date while other fields change', () => {
    const past = new Date('2026-01-01T00:00:00Z');
    expect(issues({ expiresAt: past }, past)).toEqual([]);
    expect(issues({ expiresAt: new Date('2026-02-01T00:00:00Z') }, past)).toEqual([
      'ruleExpiryPast',
    ]);
  });
});

describe('UTM', () => {
  it('sets, replaces and removes utm_* while keeping the rest of the URL', () => {
    const url = 'https://loja.example/promo?cor=azul&utm_source=velho#topo';
    expect(applyUtm(url, { ...EMPTY_UTM, source: 'instagram', campaign: 'black friday' })).toBe(
      'https://loja.example/promo?cor=azul&utm_source=instagram&utm_campaign=black+friday#topo',
    );
    expect(applyUtm(url, EMPTY_UTM)).toBe('https://loja.example/promo?cor=azul#topo');
    expect(applyUtm('not a url', EMPTY_UTM)).toBeNull();
  });

  it('reads the UTM values a URL carries', () => {
    expect(readUtm('https://a.example/?utm_medium=qr&utm_content=mesa%201')).toEqual({
      ...EMPTY_UTM,
      medium: 'qr',
      content: 'mesa 1',
    });
    expect(readUtm('::')).toEqual(EMPTY_UTM);
  });

  it('caps each value at 100 characters', () => {
    const result = utmSchema.safeParse({ ...EMPTY_UTM, term: 'x'.repeat(101) });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['utmTooLong']);
  });
});
