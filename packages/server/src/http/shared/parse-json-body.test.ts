import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestingExceeds, parseJsonBody } from './parse-json-body';

describe('parseJsonBody', () => {
  it('parses ordinary bodies and gives blank text the empty value', () => {
    expect(parseJsonBody('{"a":[1,{"b":"[[["}]}')).toEqual({
      ok: true,
      value: { a: [1, { b: '[[[' }] },
    });
    expect(parseJsonBody('  ', {})).toEqual({ ok: true, value: {} });
    expect(parseJsonBody('')).toEqual({ ok: true, value: undefined });
  });

  it('refuses nesting past the limit before parsing, and malformed text', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expect(parseJsonBody(deep)).toEqual({ ok: false, reason: 'too_deep' });
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(parseJsonBody(atLimit).ok).toBe(true);
    expect(parseJsonBody('{"a":')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ s: `\\"${'['.repeat(500)}` });
    expect(jsonNestingExceeds(text, 2)).toBe(false);
    expect(jsonNestingExceeds('[[[', 2)).toBe(true);
  });
});
