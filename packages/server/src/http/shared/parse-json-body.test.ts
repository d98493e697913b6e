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

  it('refuses NUL and lone surrogates in any string, keys included, however they are escaped', () => {
    for (const text of [
      '{"description":"a\\u0000b"}',
      '{"data":{"full_name":"\\u0000"}}',
      '["ok",["\\ud800"]]',
      '{"a":"\\udc00x"}',
      '{"a":"x\\ud83d"}',
      '{"a\\u0000":1}',
      '{"\\udfff":1}',
      '"\\u0000"',
    ]) {
      expect(parseJsonBody(text), text).toEqual({ ok: false, reason: 'unsafe_text' });
    }
  });

  it('keeps whole surrogate pairs, escaped or not, and escaped backslashes before a u', () => {
    for (const text of ['{"a":"\\ud83d\\ude00"}', '{"a":"😀"}', '{"a":"\\\\u0000"}']) {
      expect(parseJsonBody(text).ok, text).toBe(true);
    }
  });
});
