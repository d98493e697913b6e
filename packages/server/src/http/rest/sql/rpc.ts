/**
 * `rpc/<fn>`: pick the function by its name and the argument names given (like PostgREST's
 * overload resolution), then call it with named arguments converted from one JSON parameter.
 */
import { postgrestError } from '../../shared/http-error';
import type { FunctionInfo, SchemaModel } from '../schema/schema-model';
import { ident, qualified } from './quote';
import type { SqlParams } from './quote';

export function resolveFunction(
  schema: SchemaModel,
  name: string,
  argNames: string[],
): FunctionInfo | undefined {
  const given = new Set(argNames);
  const matches = (schema.functions.get(name) ?? []).filter(
    (fn) =>
      argNames.every((a) => fn.args.some((arg) => arg.name === a)) &&
      fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
  );
  if (matches.length > 1) {
    throw postgrestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between several overloads of public.${name}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return matches[0];
}

export function functionNotFound(
  name: string,
  argNames: string[],
): ReturnType<typeof postgrestError> {
  const list = [...argNames].sort().join(', ');
  return postgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${list}) in the schema cache`,
    `Searched for the function public.${name} with ${argNames.length ? `parameters ${list}` : 'no parameters'}, but no matches were found in the schema cache.`,
  );
}

export interface FunctionCall {
  /** `"public"."fn"("a" := pgrst_args."a")` */
  call: string;
  /** `from json_to_record($1::json) as pgrst_args(...)`, or '' without arguments. */
  from: string;
}

export function buildFunctionCall(
  fn: FunctionInfo,
  args: Record<string, unknown>,
  params: SqlParams,
): FunctionCall {
  const used = fn.args.filter((a) => Object.prototype.hasOwnProperty.call(args, a.name));
  if (used.length === 0) return { call: `${qualified(fn.name)}()`, from: '' };
  const body = params.add(
    JSON.stringify(Object.fromEntries(used.map((a) => [a.name, args[a.name]]))),
  );
  const definition = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  return {
    call: `${qualified(fn.name)}(${used.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`,
    from: `from json_to_record(${body}::json) as pgrst_args(${definition})`,
  };
}

/** Scalar and void results: one value (or a set of values) as JSON text. */
export function buildScalarCallSql(fn: FunctionInfo, call: FunctionCall): string {
  if (fn.returnKind === 'void') return `select ${call.call} ${call.from}`;
  if (!fn.returnsSet)
    return `select to_json(${call.call})::text as body, 1 as page_count ${call.from}`;
  const source = call.from ? `${call.from} cross join lateral ${call.call}` : `from ${call.call}`;
  return `select coalesce(json_agg(pgrst_v.v), '[]'::json)::text as body, count(*)::int as page_count ${source} as pgrst_v(v)`;
}

/** Composite results become a relation (materialised once) the read builder can filter. */
export function compositeSourceCte(call: FunctionCall): string {
  const source = call.from ? `${call.from} cross join lateral ${call.call}` : `from ${call.call}`;
  return `pgrst_fn as materialized (select pgrst_f.* ${source} as pgrst_f)`;
}
