/** DELETE /rest/v1/<table>?filters: delete the matching rows the caller may delete (RLS). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseError } from '../errors';
import { buildDeleteSql } from '../sql/mutations';
import type { RestDeps } from './rest-context';
import { prepareWrite } from './write-request';
import { runWrite } from './write-result';

export async function deleteRows(
  deps: RestDeps,
  req: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const w = await prepareWrite(deps, req, reply, { status: 200, minimalStatus: 204 });
  if (w.query.onConflict || w.query.columns) {
    throw parseError('"columns" and "on_conflict" do not apply to deletes');
  }
  return runWrite(w, (returning) =>
    buildDeleteSql({ table: w.table, where: w.query.where, returning }, w.ctx.params),
  );
}
