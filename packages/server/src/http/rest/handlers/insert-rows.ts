/** POST /rest/v1/<table>: insert one row or many; upsert with Prefer: resolution=... */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseError, unknownColumn } from '../errors';
import { bodyRows, writtenColumns } from '../sql/body-columns';
import { buildInsertSql } from '../sql/mutations';
import type { InsertSpec } from '../sql/mutations';
import type { RestDeps } from './rest-context';
import { prepareWrite } from './write-request';
import { runWrite } from './write-result';
import type { WriteRequest } from './write-result';

function upsertOf(w: WriteRequest): InsertSpec['upsert'] {
  const resolution = w.prefer.resolution;
  if (!resolution) return undefined;
  const onConflict = w.query.onConflict ?? w.table.primaryKey;
  if (onConflict.length === 0)
    throw parseError(`"on_conflict" is required: ${w.table.name} has no primary key`);
  for (const c of onConflict) if (!w.table.columns.has(c)) throw unknownColumn(w.table.name, c);
  return { onConflict, resolution };
}

export async function insertRows(
  deps: RestDeps,
  req: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const w = await prepareWrite(deps, req, reply, { status: 201, minimalStatus: 201 });
  if (w.query.where.length) throw parseError('filters are not supported on inserts');
  if (w.query.onConflict && !w.prefer.resolution) {
    throw parseError(
      '"on_conflict" needs Prefer: resolution=merge-duplicates or ignore-duplicates',
    );
  }
  const rows = bodyRows(req.body, true);
  const columns = writtenColumns(w.table, rows, w.query.columns);
  if (
    w.prefer.missing === 'default' &&
    rows.some((r) => columns.some((c) => !Object.hasOwn(r, c)))
  ) {
    throw parseError('Prefer: missing=default with rows of different keys is not supported');
  }
  const upsert = upsertOf(w);
  return runWrite(w, (returning) =>
    buildInsertSql(
      { table: w.table, rows, columns, returning, ...(upsert ? { upsert } : {}) },
      w.ctx.params,
    ),
  );
}
