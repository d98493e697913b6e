import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { parseQuery } from '../parse/query';
import { bodyRows, writtenColumns } from './body-columns';
import { buildDeleteSql, buildInsertSql, buildUpdateSql } from './mutations';
import { SqlParams } from './quote';
import { testSchema } from './test-schema';

const codes = testSchema().tables.get('codes')!;
const where = (q: string) => parseQuery(new URLSearchParams(q)).where;

describe('body rows and columns', () => {
  it('takes an object as one row, an array of objects as many, and refuses the rest', () => {
    expect(bodyRows({ a: 1 }, true)).toEqual([{ a: 1 }]);
    expect(bodyRows([{ a: 1 }, { b: 2 }], true)).toHaveLength(2);
    for (const bad of [null, 1, 'x', [1], [{ a: 1 }, null]])
      expect(() => bodyRows(bad, true)).toThrow(HttpError);
    expect(() => bodyRows([{ a: 1 }], false)).toThrow(HttpError);
  });

  it('uses columns= when given, else the union of keys, all checked (PGRST204)', () => {
    expect(writtenColumns(codes, [{ url: 'a' }, { owner_id: 'b' }])).toEqual(['url', 'owner_id']);
    expect(writtenColumns(codes, [{ url: 'a', junk: 1 }], ['url'])).toEqual(['url']);
    try {
      writtenColumns(codes, [{ 'url" text); drop table codes; --': 1 }]);
      throw new Error('accepted');
    } catch (error) {
      expect((error as HttpError).body.code).toBe('PGRST204');
    }
  });
});

describe('mutation statements', () => {
  it('insert converts the JSON body with the columns own types, one parameter', () => {
    const params = new SqlParams();
    const rows = [{ url: `'); drop table codes; --`, tags: ['a'] }];
    const sql = buildInsertSql(
      { table: codes, rows, columns: ['url', 'tags'], returning: true },
      params,
    );
    expect(params.values).toEqual([JSON.stringify(rows)]);
    expect(sql).toBe(
      'insert into "public"."codes" as pgrst_src ("url", "tags") select "url", "tags" from json_to_recordset($1::json) as pgrst_body("url" text, "tags" text[]) returning pgrst_src.*',
    );
  });

  it('upserts merge or ignore on the conflict columns; no RETURNING unless asked', () => {
    const merge = buildInsertSql(
      {
        table: codes,
        rows: [{ id: 'x', url: 'u' }],
        columns: ['id', 'url'],
        returning: false,
        upsert: { onConflict: ['id'], resolution: 'merge-duplicates' },
      },
      new SqlParams(),
    );
    expect(merge).toContain(
      'on conflict ("id") do update set "id" = excluded."id", "url" = excluded."url"',
    );
    expect(merge).not.toContain('returning');
    const ignore = buildInsertSql(
      {
        table: codes,
        rows: [{ id: 'x' }],
        columns: ['id'],
        returning: false,
        upsert: { onConflict: ['id'], resolution: 'ignore-duplicates' },
      },
      new SqlParams(),
    );
    expect(ignore).toContain('on conflict ("id") do nothing');
    expect(
      buildInsertSql({ table: codes, rows: [{}], columns: [], returning: false }, new SqlParams()),
    ).toContain('default values');
    expect(() =>
      buildInsertSql(
        { table: codes, rows: [{}, {}], columns: [], returning: false },
        new SqlParams(),
      ),
    ).toThrow(HttpError);
  });

  it('update sets from the typed body and filters with bound values', () => {
    const params = new SqlParams();
    const sql = buildUpdateSql(
      {
        table: codes,
        row: { url: 'u' },
        columns: ['url'],
        where: where('id=eq.1&owner_id=eq.2'),
        returning: false,
      },
      params,
    );
    expect(params.values).toEqual(['{"url":"u"}', '1', '2']);
    expect(sql.trim()).toBe(
      'update "public"."codes" as pgrst_src set "url" = pgrst_body."url" from json_to_record($1::json) as pgrst_body("url" text) where pgrst_src."id" = $2 and pgrst_src."owner_id" = $3',
    );
  });

  it('delete filters with bound values', () => {
    const params = new SqlParams();
    const sql = buildDeleteSql(
      { table: codes, where: where('id=in.(a,b)'), returning: true },
      params,
    );
    expect(params.values).toEqual(['a', 'b']);
    expect(sql).toBe(
      'delete from "public"."codes" as pgrst_src where pgrst_src."id" in ($1, $2) returning pgrst_src.*',
    );
  });
});
