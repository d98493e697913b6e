/**
 * The read statement shared by table reads, mutation results and set-returning functions:
 * filter, order, page, then aggregate the page to JSON text in Postgres, with the page size
 * and (when asked) the total count in the same round trip.
 */
import type { ParsedQuery } from '../parse/ast';
import type { TableInfo } from '../schema/schema-model';
import type { BuildContext } from './select-list';
import { selectListSql } from './select-list';
import { columnRef, conditionSql, whereClause } from './where';

export interface ReadSpec {
  /** Relation SQL: a qualified table, a CTE name or a parenthesised subquery. */
  from: string;
  table: TableInfo;
  query: Pick<ParsedQuery, 'select' | 'where' | 'order' | 'limit' | 'offset'>;
  single: boolean;
  stripNulls: boolean;
  count: boolean;
  /** Cap on rows per answer (hosted Supabase's db-max-rows). */
  maxRows?: number;
  /** `with ...` prefix (mutation CTEs). */
  withClause?: string;
}

const SRC = 'pgrst_src';

export function buildReadSql(spec: ReadSpec, ctx: BuildContext): string {
  const { table, query } = spec;
  const list = selectListSql(query.select, table, SRC, ctx);
  const where = whereClause([
    ...query.where.map((c) => conditionSql(c, table, SRC, ctx.params)),
    ...list.conditions,
  ]);
  const order = query.order.length
    ? `order by ${query.order
        .map((o) => {
          const dir = o.direction ? ` ${o.direction}` : '';
          const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
          return `${columnRef(table, SRC, o.column)}${dir}${nulls}`;
        })
        .join(', ')}`
    : '';
  const limit =
    spec.maxRows !== undefined ? Math.min(query.limit ?? spec.maxRows, spec.maxRows) : query.limit;
  const page = `${limit !== undefined ? `limit ${limit}` : ''} ${query.offset ? `offset ${query.offset}` : ''}`;
  const rows = `select ${list.expressions.join(', ')} from ${spec.from} as ${SRC} ${where} ${order} ${page}`;
  let body = spec.single ? `(json_agg(pgrst_t) -> 0)` : `coalesce(json_agg(pgrst_t), '[]'::json)`;
  if (spec.stripNulls) body = `json_strip_nulls(${body})`;
  const total = spec.count
    ? `, (select count(*) from ${spec.from} as ${SRC} ${where})::int8 as total`
    : '';
  const withSql = spec.withClause ? `with ${spec.withClause} ` : '';
  return `${withSql}select ${body}::text as body, count(*)::int as page_count${total} from (${rows}) as pgrst_t`;
}
