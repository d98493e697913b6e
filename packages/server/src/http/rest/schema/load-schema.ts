/**
 * Read the exposed schema from the catalog: tables/views and their columns, primary and
 * foreign keys between exposed tables, and callable functions (extension functions such as
 * pgcrypto's are left out: they are not part of the API).
 */
import type { DbClient } from '../../../db/database';
import type {
  ColumnInfo,
  ForeignKey,
  FunctionArg,
  FunctionInfo,
  ReturnKind,
  SchemaModel,
  TableInfo,
} from './schema-model';

const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and not c.relispartition
  order by c.relname, a.attnum`;

const KEYS_SQL = `
  select con.conname as name, con.contype as kind, c.relname as table_name,
         (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as columns,
         rc.relname as ref_table,
         (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as ref_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class rc on rc.oid = con.confrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
  where n.nspname = 'public' and con.contype in ('p', 'f') and not c.relispartition
    and (con.contype = 'p' or rn.nspname = 'public')`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.provolatile as volatility,
         p.pronargdefaults as n_defaults, rt.typname as return_type_name, rt.typtype as return_typtype,
         (select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null),
                  'mode', a.mode) order by a.ord)
            from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                        coalesce(p.proargmodes, array_fill('i'::"char",
                          array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
                        coalesce(p.proargnames, array_fill(''::text,
                          array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])))
                 with ordinality a(type, mode, name, ord)) as args,
         (select json_agg(json_build_object('name', att.attname,
                  'type', format_type(att.atttypid, att.atttypmod)) order by att.attnum)
            from pg_attribute att
            where att.attrelid = rt.typrelid and rt.typrelid <> 0 and att.attnum > 0
              and not att.attisdropped) as composite_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger', 'internal', 'language_handler')
    and not exists (select 1 from pg_depend d
                    where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

interface RawArg {
  name: string | null;
  type: string;
  mode: string;
}

function toFunction(row: Record<string, unknown>): FunctionInfo | undefined {
  const raw = (row.args as RawArg[] | null) ?? [];
  const inputs = raw.filter((a) => a.mode === 'i' || a.mode === 'b');
  // Unnamed or variadic inputs cannot be called with named JSON arguments: not exposed.
  if (raw.some((a) => a.mode === 'v') || inputs.some((a) => !a.name)) return undefined;
  const nDefaults = Number(row.n_defaults ?? 0);
  const args: FunctionArg[] = inputs.map((a, i) => ({
    name: a.name as string,
    type: a.type,
    hasDefault: i >= inputs.length - nDefaults,
  }));
  const outputs = raw.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const composite = (row.composite_columns as ColumnInfo[] | null) ?? [];
  let returnKind: ReturnKind = 'scalar';
  let resultColumns: ColumnInfo[] = [];
  if (row.return_type_name === 'void') returnKind = 'void';
  else if (row.return_typtype === 'c') {
    returnKind = 'composite';
    resultColumns = composite;
  } else if (row.return_type_name === 'record') {
    // RETURNS TABLE / OUT parameters; a bare `record` without them has no known columns.
    if (outputs.length === 0) return undefined;
    returnKind = 'composite';
    resultColumns = outputs.map((a) => ({ name: a.name ?? '', type: a.type }));
  }
  return {
    name: String(row.name),
    args,
    returnsSet: row.returns_set === true,
    returnKind,
    resultColumns,
    volatility: row.volatility as FunctionInfo['volatility'],
  };
}

export async function loadSchema(db: DbClient): Promise<SchemaModel> {
  const [columns, keys, functions] = await Promise.all([
    db.query<{ table_name: string; column_name: string; column_type: string }>(COLUMNS_SQL),
    db.query<Record<string, unknown>>(KEYS_SQL),
    db.query<Record<string, unknown>>(FUNCTIONS_SQL),
  ]);
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.column_type });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const row of keys.rows) {
    const cols = (row.columns as string[] | null) ?? [];
    if (row.kind === 'p') {
      const table = tables.get(String(row.table_name));
      if (table) table.primaryKey = cols;
    } else {
      foreignKeys.push({
        name: String(row.name),
        table: String(row.table_name),
        columns: cols,
        refTable: String(row.ref_table),
        refColumns: (row.ref_columns as string[] | null) ?? [],
      });
    }
  }
  const byName = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    const fn = toFunction(row);
    if (!fn) continue;
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  }
  return { tables, foreignKeys, functions: byName };
}
