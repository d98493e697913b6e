import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { parseLogic } from './logic';

describe('parseLogic', () => {
  it('reads a flat or with values holding dots', () => {
    expect(parseLogic('or', '(short_code.eq.abc,custom_alias.eq.a.b)')).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        { kind: 'filter', column: 'short_code', negated: false, op: 'eq', value: 'abc' },
        { kind: 'filter', column: 'custom_alias', negated: false, op: 'eq', value: 'a.b' },
      ],
    });
  });

  it('reads nested and/not trees, in-lists, is and quoted values', () => {
    const tree = parseLogic(
      'not.and',
      '(a.eq.1,or(b.gt.2,not.and(c.is.null,d.in.(1,"x,y"))),e.ilike."*a,b)*")',
    );
    expect(tree).toEqual({
      kind: 'logic',
      op: 'and',
      negated: true,
      children: [
        { kind: 'filter', column: 'a', negated: false, op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'or',
          negated: false,
          children: [
            { kind: 'filter', column: 'b', negated: false, op: 'gt', value: '2' },
            {
              kind: 'logic',
              op: 'and',
              negated: true,
              children: [
                { kind: 'filter', column: 'c', negated: false, op: 'is', value: 'null' },
                { kind: 'filter', column: 'd', negated: false, op: 'in', value: ['1', 'x,y'] },
              ],
            },
          ],
        },
        { kind: 'filter', column: 'e', negated: false, op: 'ilike', value: '%a,b)%' },
      ],
    });
  });

  it('refuses malformed trees with PGRST100', () => {
    for (const text of [
      '',
      '()',
      '(a.eq.1',
      'a.eq.1',
      '(a.eq.1))',
      '(a.eq.1,)',
      '(a.zz.1)',
      '(a)',
      '(a->b.eq.1)',
      '(and())',
    ]) {
      try {
        parseLogic('or', text);
        throw new Error(`"${text}" was accepted`);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).body.code).toBe('PGRST100');
      }
    }
  });
});
