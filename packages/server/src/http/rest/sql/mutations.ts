/**
 * INSERT / UPSERT, UPDATE and DELETE statements. The body travels as one JSON parameter;
 * `returning` is added only when the caller wants rows back, because RETURNING makes Postgres
 * check SELECT policies too (an anonymous insert may be allowed while reading it back is not).
 */
import { parseError } from '../errors';
import type { Condition } from '../parse/ast';
import type { TableInfo } from '../schema/schema-model';
import type { JsonRow } from './body-columns';
import { recordDefinition } from './body-columns';
import { ident, qualified } from './quote';
import type { SqlParams } from './quote';
import { conditionSql, whereClause } from './where';

const RETURNING = 'returning pgrst_src.*';

export interface InsertSpec {
  table: TableInfo;
  rows: JsonRow[];
  columns: string[];
  upsert?: { onConflict: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: boolean;
}

export function buildInsertSql(spec: InsertSpec, params: SqlParams): string {
  const target = `${qualified(spec.table.name)} as pgrst_src`;
  if (spec.columns.length === 0) {
    if (spec.rows.length !== 1)
      throw parseError('rows without any column can only be inserted one at a time');
    return `insert into ${target} default values ${spec.returning ? RETURNING : ''}`;
  }
  const cols = spec.columns.map(ident).join(', ');
  const body = params.add(JSON.stringify(spec.rows));
  let sql =
    `insert into ${target} (${cols}) select ${cols} ` +
    `from json_to_recordset(${body}::json) as pgrst_body(${recordDefinition(spec.table, spec.columns)})`;
  if (spec.upsert) {
    const conflict = spec.upsert.onConflict.map(ident).join(', ');
    sql +=
      spec.upsert.resolution === 'ignore-duplicates'
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${spec.columns
            .map((c) => `${ident(c)} = excluded.${ident(c)}`)
            .join(', ')}`;
  }
  return spec.returning ? `${sql} ${RETURNING}` : sql;
}

export interface UpdateSpec {
  table: TableInfo;
  row: JsonRow;
  columns: string[];
  where: Condition[];
  returning: boolean;
}

export function buildUpdateSql(spec: UpdateSpec, params: SqlParams): string {
  const body = params.add(JSON.stringify(spec.row));
  const sets = spec.columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ');
  const where = whereClause(
    spec.where.map((c) => conditionSql(c, spec.table, 'pgrst_src', params)),
  );
  return (
    `update ${qualified(spec.table.name)} as pgrst_src set ${sets} ` +
    `from json_to_record(${body}::json) as pgrst_body(${recordDefinition(spec.table, spec.columns)}) ` +
    `${where} ${spec.returning ? RETURNING : ''}`
  );
}

export interface DeleteSpec {
  table: TableInfo;
  where: Condition[];
  returning: boolean;
}

export function buildDeleteSql(spec: DeleteSpec, params: SqlParams): string {
  const where = whereClause(
    spec.where.map((c) => conditionSql(c, spec.table, 'pgrst_src', params)),
  );
  return `delete from ${qualified(spec.table.name)} as pgrst_src ${where} ${spec.returning ? RETURNING : ''}`;
}
