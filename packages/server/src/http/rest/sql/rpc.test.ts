import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../shared/http-error';
import { SqlParams } from './quote';
import {
  buildFunctionCall,
  buildScalarCallSql,
  compositeSourceCte,
  functionNotFound,
  resolveFunction,
} from './rpc';
import { testSchema } from './test-schema';

const schema = testSchema();

describe('resolveFunction', () => {
  it('picks the overload whose argument names match, defaults allowed', () => {
    expect(resolveFunction(schema, 'pick', ['a'])?.args.map((a) => a.name)).toEqual(['a']);
    expect(resolveFunction(schema, 'pick', ['b'])?.args.map((a) => a.name)).toEqual(['b', 'c']);
    expect(resolveFunction(schema, 'pick', ['b', 'c'])?.args).toHaveLength(2);
    expect(resolveFunction(schema, 'pick', ['a', 'b'])).toBeUndefined();
    expect(resolveFunction(schema, 'pick', [])).toBeUndefined();
    expect(resolveFunction(schema, 'nope', [])).toBeUndefined();
  });

  it('refuses to guess between ambiguous overloads (300 PGRST203)', () => {
    try {
      resolveFunction(schema, 'clash', []);
      throw new Error('accepted');
    } catch (error) {
      expect((error as HttpError).status).toBe(300);
      expect((error as HttpError).body.code).toBe('PGRST203');
    }
  });

  it('names the missing function like PostgREST (404 PGRST202)', () => {
    expect(functionNotFound('f', ['b', 'a']).body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.f(a, b) in the schema cache',
    });
  });
});

describe('function calls', () => {
  it('passes named arguments through one JSON parameter, typed by the declaration', () => {
    const params = new SqlParams();
    const fn = resolveFunction(schema, 'pick', ['b', 'c'])!;
    const call = buildFunctionCall(fn, { b: `x'); drop`, c: { k: 1 } }, params);
    expect(params.values).toEqual([JSON.stringify({ b: `x'); drop`, c: { k: 1 } })]);
    expect(call.call).toBe('"public"."pick"("b" := pgrst_args."b", "c" := pgrst_args."c")');
    expect(call.from).toBe('from json_to_record($1::json) as pgrst_args("b" uuid, "c" jsonb)');
    expect(buildScalarCallSql(fn, call)).toBe(
      `select to_json(${call.call})::text as body, 1 as page_count ${call.from}`,
    );
    expect(compositeSourceCte(call)).toBe(
      `pgrst_fn as materialized (select pgrst_f.* ${call.from} cross join lateral ${call.call} as pgrst_f)`,
    );
  });

  it('calls without arguments need no parameter', () => {
    const params = new SqlParams();
    const fn = { ...schema.functions.get('echo')![0]!, args: [], returnsSet: true };
    const call = buildFunctionCall(fn, {}, params);
    expect(params.values).toEqual([]);
    expect(buildScalarCallSql(fn, call)).toBe(
      `select coalesce(json_agg(pgrst_v.v), '[]'::json)::text as body, count(*)::int as page_count from "public"."echo"() as pgrst_v(v)`,
    );
  });
});
