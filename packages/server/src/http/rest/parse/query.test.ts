import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { parseOrder } from './order';
import { parseQuery } from './query';

const q = (text: string) => parseQuery(new URLSearchParams(text));

describe('parseOrder', () => {
  it('reads several terms with direction and nulls placement', () => {
    expect(parseOrder('created_at.desc,id,name.asc.nullsfirst,x.nullslast')).toEqual([
      { column: 'created_at', direction: 'desc' },
      { column: 'id' },
      { column: 'name', direction: 'asc', nulls: 'first' },
      { column: 'x', nulls: 'last' },
    ]);
  });

  it('refuses unknown words, repeats and embedded ordering', () => {
    for (const text of ['id.up', 'id.asc.desc', 'qr_codes(id).asc', 'id,', '']) {
      expect(() => parseOrder(text)).toThrow(HttpError);
    }
  });
});

describe('parseQuery', () => {
  it('splits known parameters, logic trees and column filters (repeated keys are ANDed)', () => {
    const parsed = q(
      'select=id&order=id.desc&limit=10&offset=20&id=gt.1&id=lt.9&or=(a.eq.1,b.eq.2)&columns="x","y"&on_conflict=id',
    );
    expect(parsed).toMatchObject({
      select: [{ kind: 'column', name: 'id' }],
      order: [{ column: 'id', direction: 'desc' }],
      limit: 10,
      offset: 20,
      columns: ['x', 'y'],
      onConflict: ['id'],
    });
    expect(parsed.where.map((c) => c.kind)).toEqual(['filter', 'filter', 'logic']);
  });

  it('decodes values as supabase-js encodes them', () => {
    const params = new URLSearchParams();
    params.append('message', 'eq.a b+c&d=e');
    expect(parseQuery(params).where[0]).toMatchObject({ value: 'a b+c&d=e' });
  });

  it('refuses repeated single parameters, bad numbers, dotted and odd keys', () => {
    for (const text of [
      'limit=1&limit=2',
      'select=id&select=x',
      'limit=-1',
      'limit=1.5',
      'offset=1e3',
      'qr_codes.order=id',
      'qr_codes.id=eq.1',
      'a->b=eq.1',
      'a%3Bb=eq.1',
    ]) {
      try {
        q(text);
        throw new Error(`"${text}" was accepted`);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).body.code).toBe('PGRST100');
      }
    }
  });
});
