/**
 * Run a mutation and answer like PostgREST: with `Prefer: return=representation` the changed
 * rows (read back through the select list, embeds included), otherwise no body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../../shared/jwt';
import type { AcceptChoice } from '../parse/accept';
import type { ParsedQuery } from '../parse/ast';
import type { Preferences } from '../parse/prefer';
import { assertSingle, contentRange, sendPage } from '../respond';
import type { TableInfo } from '../schema/schema-model';
import { buildReadSql } from '../sql/read';
import type { BuildContext } from '../sql/select-list';
import { execute, queryPage } from './rest-context';
import type { RestDeps } from './rest-context';

export interface WriteRequest {
  deps: RestDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  identity: RequestIdentity;
  table: TableInfo;
  query: ParsedQuery;
  accept: AcceptChoice;
  prefer: Preferences;
  ctx: BuildContext;
  /** Status with a body (201 insert, 200 update/delete); without one 201 or 204. */
  status: number;
  minimalStatus: number;
}

/** `mutation(returning)` builds the statement with ctx.params; it runs in one transaction. */
export async function runWrite(
  w: WriteRequest,
  mutation: (returning: boolean) => string,
): Promise<FastifyReply> {
  const wantsRows = w.prefer.return === 'representation';
  if (!wantsRows) {
    const sql = mutation(false);
    const affected = await execute(w.deps, w.req, w.identity, false, async (tx) => {
      const result = await tx.query(sql, w.ctx.params.values);
      if (w.accept.single && result.rowCount !== 1)
        assertSingle({ body: null, page_count: result.rowCount });
      return result.rowCount;
    });
    const total = w.prefer.count === 'exact' ? affected : undefined;
    return w.reply
      .code(w.minimalStatus)
      .header('content-range', contentRange(0, 0, total))
      .send();
  }
  const sql = buildReadSql(
    {
      from: 'pgrst_mut',
      withClause: `pgrst_mut as (${mutation(true)})`,
      table: w.table,
      query: { select: w.query.select, where: [], order: [] },
      single: w.accept.single,
      stripNulls: w.accept.stripNulls,
      count: w.prefer.count === 'exact',
    },
    w.ctx,
  );
  const row = await queryPage(
    w.deps,
    w.req,
    w.identity,
    false,
    sql,
    w.ctx.params.values,
    w.accept.single,
  );
  return sendPage(w.reply, row, { single: w.accept.single, offset: 0, status: w.status });
}
