import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { parseFilter } from './filter';

const refusal = (column: string, text: string) => {
  try {
    parseFilter(column, text);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).body;
  }
  throw new Error(`"${text}" was accepted`);
};

describe('parseFilter', () => {
  it('reads every comparison operator, keeping dots and quotes in the value', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const) {
      expect(parseFilter('x', `${op}.a.b"c`)).toEqual({
        kind: 'filter',
        column: 'x',
        negated: false,
        op,
        value: 'a.b"c',
      });
    }
    expect(parseFilter('x', 'eq.')).toMatchObject({ value: '' });
  });

  it('turns * into % for like and ilike only', () => {
    expect(parseFilter('x', 'like.*a*')).toMatchObject({ op: 'like', value: '%a%' });
    expect(parseFilter('x', 'ilike.%a%')).toMatchObject({ op: 'ilike', value: '%a%' });
    expect(parseFilter('x', 'eq.*a*')).toMatchObject({ value: '*a*' });
  });

  it('reads is with null, true, false and unknown', () => {
    expect(parseFilter('x', 'is.null')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseFilter('x', 'is.TRUE')).toMatchObject({ op: 'is', value: 'true' });
    expect(parseFilter('x', 'not.is.false')).toMatchObject({
      op: 'is',
      value: 'false',
      negated: true,
    });
    expect(refusal('x', 'is.maybe').code).toBe('PGRST100');
  });

  it('reads in-lists with quoted values holding commas, parentheses and escaped quotes', () => {
    expect(parseFilter('x', 'in.(1,2,"a,b","c)d","e\\"f")')).toMatchObject({
      op: 'in',
      value: ['1', '2', 'a,b', 'c)d', 'e"f'],
    });
    expect(parseFilter('x', 'in.()')).toMatchObject({ value: [] });
    expect(parseFilter('x', 'not.in.(a)')).toMatchObject({ negated: true, value: ['a'] });
  });

  it('refuses unknown and unsupported operators, modifiers and broken lists', () => {
    for (const text of [
      'eqq.1',
      'fts.x',
      'cs.{1}',
      'eq(any).{1,2}',
      'noop',
      'in.1,2',
      'in.(1',
      'in.(1)x',
      'not.not.eq.1',
    ]) {
      expect(refusal('x', text).code).toBe('PGRST100');
    }
    expect(refusal('x', 'fts.x').details).toContain('at position');
  });
});
