import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { MAX_SELECT_ITEMS, MAX_SELECT_LENGTH, parseSelect } from './select';

const refused = (text: string) => {
  try {
    parseSelect(text);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).body;
  }
  throw new Error(`"${text}" was accepted`);
};

describe('parseSelect', () => {
  it('reads columns, star, aliases and an empty select as *', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id,name:full_name')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'full_name', alias: 'name' },
    ]);
  });

  it('reads quoted names with escapes and ignores spaces outside quotes', () => {
    expect(parseSelect(' id , "odd name" ,"a\\"b"')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'odd name' },
      { kind: 'column', name: 'a"b' },
    ]);
  });

  it('reads nested embeds with aliases and hints', () => {
    expect(parseSelect('id,code:qr_codes!inner(id,target_url,owner:profiles!fk_x(email))')).toEqual(
      [
        { kind: 'column', name: 'id' },
        {
          kind: 'embed',
          relation: 'qr_codes',
          alias: 'code',
          inner: true,
          items: [
            { kind: 'column', name: 'id' },
            { kind: 'column', name: 'target_url' },
            {
              kind: 'embed',
              relation: 'profiles',
              alias: 'owner',
              hint: 'fk_x',
              inner: false,
              items: [{ kind: 'column', name: 'email' }],
            },
          ],
        },
      ],
    );
    expect(parseSelect('qr_codes!left(*)')).toEqual([
      { kind: 'embed', relation: 'qr_codes', inner: false, items: [{ kind: 'star' }] },
    ]);
  });

  it('refuses casts, JSON paths, spreads, aggregates and broken syntax with PGRST100', () => {
    for (const text of [
      'id::text',
      'data->x',
      'data->>x',
      '...qr_codes(id)',
      'count()',
      'id,',
      ',id',
      'qr_codes(id',
      'qr_codes(id))',
      'id!inner',
      'a!b!c(id)',
      '"unterminated',
      'id;drop table x',
      'a(b(c(d(e(f(g(h(i(j(id))))))))))',
    ]) {
      expect(refused(text).code).toBe('PGRST100');
    }
  });

  it('bounds a list: items at every level together, and its length', () => {
    const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');
    expect(parseSelect(columns(MAX_SELECT_ITEMS))).toHaveLength(MAX_SELECT_ITEMS);
    expect(refused(columns(150))).toMatchObject({
      code: 'PGRST100',
      message: expect.stringContaining('no máximo 100 colunas e recursos incorporados'),
    });
    expect(refused(columns(2000))).toMatchObject({ code: 'PGRST100' });
    // 60 columns plus an embed of 40 is 101 items.
    expect(refused(`${columns(60)},rel(${columns(40)})`)).toMatchObject({ code: 'PGRST100' });
    expect(refused(Array.from({ length: 101 }, () => '*').join(','))).toMatchObject({
      code: 'PGRST100',
    });
    expect(refused(`"${'x'.repeat(MAX_SELECT_LENGTH)}"`)).toMatchObject({
      code: 'PGRST100',
      message: expect.stringContaining('longo demais'),
    });
  });
});
