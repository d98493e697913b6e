/**
 * Filters and logic trees to a boolean SQL expression. Columns are checked against the
 * relation; every value is a bound parameter, typed by Postgres from the column it meets.
 */
import type { Condition, Filter } from '../parse/ast';
import type { TableInfo } from '../schema/schema-model';
import { unknownColumn } from '../errors';
import { ident } from './quote';
import type { SqlParams } from './quote';

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

const IS_SQL = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' } as const;

export function columnRef(table: TableInfo, alias: string, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table.name, column);
  return `${alias}.${ident(column)}`;
}

function filterSql(f: Filter, table: TableInfo, alias: string, params: SqlParams): string {
  const col = columnRef(table, alias, f.column);
  let expr: string;
  if (f.op === 'is') expr = `${col} is ${IS_SQL[f.value]}`;
  else if (f.op === 'in') {
    expr =
      f.value.length === 0
        ? 'false'
        : `${col} in (${f.value.map((v) => params.add(v)).join(', ')})`;
  } else if (f.op === 'like' || f.op === 'ilike') {
    // Patterns apply to the text form, so like works on any column type.
    expr = `${col}::text ${COMPARISON[f.op]} ${params.add(f.value)}`;
  } else expr = `${col} ${COMPARISON[f.op]} ${params.add(f.value)}`;
  return f.negated ? `not (${expr})` : expr;
}

export function conditionSql(
  c: Condition,
  table: TableInfo,
  alias: string,
  params: SqlParams,
): string {
  if (c.kind === 'filter') return filterSql(c, table, alias, params);
  const joined = c.children
    .map((child) => conditionSql(child, table, alias, params))
    .join(c.op === 'and' ? ' and ' : ' or ');
  return c.negated ? `not (${joined})` : `(${joined})`;
}

/** `where a and b ...`, or '' when there is nothing to filter. */
export function whereClause(parts: string[]): string {
  return parts.length ? `where ${parts.join(' and ')}` : '';
}
