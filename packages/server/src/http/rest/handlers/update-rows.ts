/** PATCH /rest/v1/<table>?filters: update the matching rows the caller may update (RLS). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyRows, writtenColumns } from '../sql/body-columns';
import { buildUpdateSql } from '../sql/mutations';
import { parseError } from '../errors';
import type { RestDeps } from './rest-context';
import { prepareWrite } from './write-request';
import { runWrite } from './write-result';

export async function updateRows(
  deps: RestDeps,
  req: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const w = await prepareWrite(deps, req, reply, { status: 200, minimalStatus: 204 });
  if (w.query.onConflict) throw parseError('"on_conflict" only applies to inserts');
  const [row] = bodyRows(req.body, false);
  const columns = writtenColumns(w.table, row ? [row] : [], w.query.columns);
  if (!row || columns.length === 0)
    throw parseError('an update needs at least one column in the body');
  return runWrite(w, (returning) =>
    buildUpdateSql({ table: w.table, row, columns, where: w.query.where, returning }, w.ctx.params),
  );
}
