/**
 * Which columns a JSON body writes, and the typed record definition that converts it in SQL
 * (`json_to_recordset($1) as pgrst_body("a" uuid, "b" text)`): Postgres turns each JSON value
 * into the column's type with the type's own input rules, exactly as PostgREST does.
 */
import { postgrestError } from '../../shared/http-error';
import { unknownBodyColumn } from '../errors';
import type { TableInfo } from '../schema/schema-model';
import { ident } from './quote';

export type JsonRow = Record<string, unknown>;

function isRow(value: unknown): value is JsonRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as rows: an object is one row, an array of objects many. */
export function bodyRows(body: unknown, allowArray: boolean): JsonRow[] {
  if (isRow(body)) return [body];
  if (allowArray && Array.isArray(body) && body.every(isRow)) return body;
  throw postgrestError(
    400,
    'PGRST102',
    allowArray ? 'Empty or invalid json' : 'The request body must be a JSON object',
  );
}

/** `columns=` when given (extra keys ignored), else every key of every row. */
export function writtenColumns(table: TableInfo, rows: JsonRow[], columns?: string[]): string[] {
  const names = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) if (!table.columns.has(name)) throw unknownBodyColumn(table.name, name);
  return names;
}

export function recordDefinition(table: TableInfo, columns: string[]): string {
  return columns
    .map((name) => `${ident(name)} ${(table.columns.get(name) as { type: string }).type}`)
    .join(', ');
}
