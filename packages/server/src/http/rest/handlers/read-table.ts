/** GET/HEAD /rest/v1/<table>: a filtered, ordered, paged read as the caller. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkProfile, parseAccept } from '../parse/accept';
import { parsePrefer } from '../parse/prefer';
import { parseQuery } from '../parse/query';
import { applyRangeHeader } from '../parse/range';
import { parseError } from '../errors';
import { sendPage } from '../respond';
import { buildReadSql } from '../sql/read';
import { qualified } from '../sql/quote';
import { buildContext, findTable, identify, queryPage, searchParams } from './rest-context';
import type { RestDeps } from './rest-context';

export async function readTable(
  deps: RestDeps,
  req: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const identity = await identify(deps, req);
  checkProfile(req.headers['accept-profile']);
  const accept = parseAccept(req.headers.accept);
  const query = parseQuery(searchParams(req));
  if (query.columns || query.onConflict)
    throw parseError('"columns" and "on_conflict" only apply to inserts');
  applyRangeHeader(query, req.headers.range);
  const prefer = parsePrefer(req.headers.prefer);
  const { model, table } = await findTable(deps, req.params.table);
  const ctx = buildContext(model);
  const sql = buildReadSql(
    {
      from: qualified(table.name),
      table,
      query,
      single: accept.single,
      stripNulls: accept.stripNulls,
      count: prefer.count === 'exact',
      maxRows: deps.maxRows,
    },
    ctx,
  );
  const row = await queryPage(deps, req, identity, true, sql, ctx.params.values, accept.single);
  return sendPage(reply, row, { single: accept.single, offset: query.offset ?? 0 });
}
