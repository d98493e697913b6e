import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { parseQuery } from '../parse/query';
import { SqlParams, ident, qualified } from './quote';
import { buildReadSql } from './read';
import type { ReadSpec } from './read';
import { testSchema } from './test-schema';

const schema = testSchema();

function build(table: string, query: string, extra: Partial<ReadSpec> = {}) {
  const ctx = { schema, params: new SqlParams(), aliasCount: 0 };
  const sql = buildReadSql(
    {
      from: qualified(table),
      table: schema.tables.get(table)!,
      query: parseQuery(new URLSearchParams(query)),
      single: false,
      stripNulls: false,
      count: false,
      ...extra,
    },
    ctx,
  );
  return { sql, params: ctx.params.values };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, ...(error as HttpError).body };
  }
  throw new Error('accepted');
};

describe('ident', () => {
  it('quotes and doubles embedded quotes', () => {
    expect(ident('a"b')).toBe('"a""b"');
    expect(qualified('weird"name')).toBe('"public"."weird""name"');
  });
});

describe('buildReadSql', () => {
  it('binds every value as a parameter and never writes it into the SQL', () => {
    const evil = `x'); drop table codes; --`;
    const { sql, params } = build(
      'codes',
      `select=id,url&url=eq.${encodeURIComponent(evil)}&or=(url.ilike.*${encodeURIComponent('a%')}*,id.in.(1,"2,3"))&order=created_at.desc.nullslast,id&limit=5&offset=10`,
    );
    expect(params).toEqual([evil, '%a%%', '1', '2,3']);
    expect(sql).not.toContain('drop table');
    expect(sql).toContain('pgrst_src."url" = $1');
    expect(sql).toContain('(pgrst_src."url"::text ilike $2 or pgrst_src."id" in ($3, $4))');
    expect(sql).toContain('order by pgrst_src."created_at" desc nulls last, pgrst_src."id"');
    expect(sql).toMatch(/limit 5\s+offset 10/);
    expect(sql).toContain(`coalesce(json_agg(pgrst_t), '[]'::json)::text as body`);
  });

  it('writes is, negations and empty in-lists without parameters', () => {
    const { sql, params } = build(
      'codes',
      'url=is.null&owner_id=not.is.null&id=in.()&not.or=(url.eq.a)',
    );
    expect(params).toEqual(['a']);
    expect(sql).toContain('pgrst_src."url" is null');
    expect(sql).toContain('not (pgrst_src."owner_id" is null)');
    expect(sql).toContain('and false');
    expect(sql).toContain('not (pgrst_src."url" = $1)');
  });

  it('expands * and aliases from the schema', () => {
    const { sql } = build('scans', 'select=*,ua:agent');
    expect(sql).toContain(
      'select pgrst_src."id", pgrst_src."code_id", pgrst_src."agent", pgrst_src."agent" as "ua" from',
    );
  });

  it('embeds many-to-one as an object and one-to-many as an array, nested, through the right keys', () => {
    const { sql } = build('scans', 'select=id,code:codes(url,scans(id))');
    expect(sql).toContain(
      '(select row_to_json(pgrst_2) from (select pgrst_1."url" as "url", coalesce((select json_agg(pgrst_4)',
    );
    expect(sql).toContain('where pgrst_1."id" = pgrst_src."code_id"');
    expect(sql).toContain('where pgrst_3."code_id" = pgrst_1."id"');
    expect(sql).toContain(`'[]'::json) as "scans" from "public"."codes" as pgrst_1`);
    expect(sql).toContain(
      '= pgrst_src."code_id") as pgrst_2) as "code" from "public"."scans" as pgrst_src',
    );
  });

  it('adds an EXISTS condition for !inner, also to the count', () => {
    const { sql } = build('scans', 'select=id,codes!inner(id)', { count: true });
    const exists =
      'exists (select 1 from "public"."codes" as pgrst_1 where pgrst_1."id" = pgrst_src."code_id")';
    expect(sql.split(exists)).toHaveLength(3);
    expect(sql).toContain('::int8 as total');
  });

  it('needs a hint when two keys link the same tables, and follows it', () => {
    expect(refusal(() => build('codes', 'select=users(email)'))).toMatchObject({
      status: 300,
      code: 'PGRST201',
    });
    expect(build('codes', 'select=users!codes_reviewer_fk(email)').sql).toContain(
      'pgrst_1."id" = pgrst_src."reviewer_id"',
    );
    expect(build('codes', 'select=users!owner_id(email)').sql).toContain(
      'pgrst_1."id" = pgrst_src."owner_id"',
    );
    expect(refusal(() => build('scans', 'select=users(email)'))).toMatchObject({
      status: 400,
      code: 'PGRST200',
    });
  });

  it('refuses unknown columns in select, filters and order with 42703', () => {
    for (const q of [
      'select=nope',
      'nope=eq.1',
      'or=(nope.eq.1)',
      'order=nope',
      'select=codes(nope)',
    ]) {
      expect(refusal(() => build('scans', q))).toMatchObject({ status: 400, code: '42703' });
    }
    expect(
      refusal(() => build('scans', `select=${encodeURIComponent('"id; drop table scans"')}`)),
    ).toMatchObject({
      code: '42703',
    });
  });

  it('caps the page at maxRows, builds single and stripped bodies', () => {
    expect(build('scans', 'limit=5000', { maxRows: 1000 }).sql).toContain('limit 1000');
    expect(build('scans', '', { maxRows: 1000 }).sql).toContain('limit 1000');
    expect(build('scans', 'limit=3', { maxRows: 1000 }).sql).toContain('limit 3');
    expect(build('scans', '', { single: true, stripNulls: true }).sql).toContain(
      'json_strip_nulls((json_agg(pgrst_t) -> 0))::text as body',
    );
  });

  it('quotes odd but real identifiers safely', () => {
    expect(build('weird"name', `select=${encodeURIComponent('"we\\"ird"')}`).sql).toContain(
      'pgrst_src."we""ird" as "we""ird" from "public"."weird""name"',
    );
  });
});
