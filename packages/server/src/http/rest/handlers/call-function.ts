/**
 * /rest/v1/rpc/<fn>: POST with named arguments as a JSON object, or GET/HEAD with them as query
 * parameters (other query parameters then filter the result). Scalars come back as a JSON
 * value, set-returning functions as arrays, composite results as rows, void as 204.
 * GET and stable/immutable functions run read-only, as PostgREST does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { postgrestError } from '../../shared/http-error';
import { checkProfile, parseAccept } from '../parse/accept';
import { parsePrefer } from '../parse/prefer';
import { parseQuery } from '../parse/query';
import { parseError } from '../errors';
import { sendBody, sendPage, JSON_TYPE } from '../respond';
import type { FunctionInfo, SchemaModel, TableInfo } from '../schema/schema-model';
import { buildReadSql } from '../sql/read';
import {
  buildFunctionCall,
  buildScalarCallSql,
  compositeSourceCte,
  functionNotFound,
  resolveFunction,
} from '../sql/rpc';
import { buildContext, identify, queryPage, searchParams } from './rest-context';
import type { RestDeps } from './rest-context';

type RpcRequest = FastifyRequest<{ Params: { fn: string } }>;

/** Split GET parameters into function arguments and result filters. */
function splitGetArgs(model: SchemaModel | undefined, name: string, params: URLSearchParams) {
  const argNames = new Set(
    (model?.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)),
  );
  const args: Record<string, unknown> = {};
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    if (argNames.has(key)) args[key] = value;
    else rest.append(key, value);
  }
  return { args, rest };
}

function resultRelation(fn: FunctionInfo): TableInfo {
  return {
    name: fn.name,
    columns: new Map(fn.resultColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}

export async function callFunction(deps: RestDeps, req: RpcRequest, reply: FastifyReply) {
  const identity = await identify(deps, req);
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  checkProfile(req.headers[isRead ? 'accept-profile' : 'content-profile']);
  const accept = parseAccept(req.headers.accept);
  const prefer = parsePrefer(req.headers.prefer);
  const name = req.params.fn;
  const known = await deps.schema.lookup((m) => (m.functions.has(name) ? m : undefined));
  let args: Record<string, unknown>;
  let rest: URLSearchParams;
  if (isRead) ({ args, rest } = splitGetArgs(known, name, searchParams(req)));
  else {
    const body = req.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw postgrestError(
        400,
        'PGRST102',
        'The arguments of a function call must be a JSON object',
      );
    }
    args = body as Record<string, unknown>;
    rest = searchParams(req);
  }
  const fn = known && resolveFunction(known, name, Object.keys(args));
  if (!known || !fn) throw functionNotFound(name, Object.keys(args));
  const query = parseQuery(rest);
  if (query.columns || query.onConflict)
    throw parseError('"columns" and "on_conflict" only apply to inserts');
  const ctx = buildContext(known);
  const call = buildFunctionCall(fn, args, ctx.params);
  const readOnly = isRead || fn.volatility !== 'v';

  if (fn.returnKind !== 'composite') {
    const shaped = rest.size > 0;
    if (shaped)
      throw parseError(
        `select, filters, order and limit need a function that returns rows (${name})`,
      );
    const sql = buildScalarCallSql(fn, call);
    const row = await queryPage(deps, req, identity, readOnly, sql, ctx.params.values, false);
    if (fn.returnKind === 'void') return reply.code(204).send();
    if (!fn.returnsSet) return sendBody(reply.code(200).type(JSON_TYPE), row, 'null');
    return sendPage(reply, row, { single: false, offset: 0 });
  }

  const single = accept.single || !fn.returnsSet;
  const sql = buildReadSql(
    {
      from: 'pgrst_fn',
      withClause: compositeSourceCte(call),
      table: resultRelation(fn),
      query,
      single,
      stripNulls: accept.stripNulls,
      count: prefer.count === 'exact',
      maxRows: deps.maxRows,
    },
    ctx,
  );
  const row = await queryPage(deps, req, identity, readOnly, sql, ctx.params.values, accept.single);
  return sendPage(reply, row, { single, offset: query.offset ?? 0 });
}
