/** The common prelude of POST/PATCH/DELETE on a table: identity, profile, parse, schema. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkProfile, parseAccept } from '../parse/accept';
import { parsePrefer } from '../parse/prefer';
import { parseQuery } from '../parse/query';
import { parseError } from '../errors';
import { buildContext, findTable, identify, searchParams } from './rest-context';
import type { RestDeps } from './rest-context';
import type { WriteRequest } from './write-result';

export async function prepareWrite(
  deps: RestDeps,
  req: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
  statuses: { status: number; minimalStatus: number },
): Promise<WriteRequest> {
  const identity = await identify(deps, req);
  checkProfile(req.headers['content-profile']);
  const accept = parseAccept(req.headers.accept);
  const query = parseQuery(searchParams(req));
  if (query.order.length || query.limit !== undefined || query.offset !== undefined) {
    throw parseError('order, limit and offset are not supported on writes by this server');
  }
  const prefer = parsePrefer(req.headers.prefer);
  const { model, table } = await findTable(deps, req.params.table);
  return {
    deps,
    req,
    reply,
    identity,
    table,
    query,
    accept,
    prefer,
    ctx: buildContext(model),
    ...statuses,
  };
}
