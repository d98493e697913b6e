/**
 * Reads the public schema's tables, foreign keys and API-callable functions from the catalog,
 * in a stable order, for the supabase-js `Database` type.
 */
import type { DbClient } from '@qrlink/server/db/database';

export interface ColumnInfo {
  table: string;
  column: string;
  typname: string;
  nullable: boolean;
  hasDefault: boolean;
  /** '' | 'a' (generated always as identity) | 'd' (by default) */
  identity: string;
  /** '' | 's' (generated stored) */
  generated: string;
}

export interface ForeignKeyInfo {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  argNames: string[];
  argModes: string[];
  argTypes: string[];
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  /** The table whose row type is returned, if any. */
  returnTable: string | null;
}

export async function readColumns(db: DbClient): Promise<ColumnInfo[]> {
  const { rows } = await db.query<ColumnInfo>(
    `select c.relname as "table", a.attname as "column", t.typname as "typname",
            not a.attnotnull as "nullable", a.atthasdef as "hasDefault",
            a.attidentity::text as "identity", a.attgenerated::text as "generated"
     from pg_class c
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname, a.attname`,
  );
  return rows;
}

export async function readForeignKeys(db: DbClient): Promise<ForeignKeyInfo[]> {
  const { rows } = await db.query<ForeignKeyInfo>(
    `select con.conname as "name", c.relname as "table", rc.relname as "referencedTable",
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as "columns",
            array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as "referencedColumns",
            exists (select 1 from pg_index i
                    where i.indrelid = con.conrelid and i.indisunique
                      and i.indkey::int2[] @> con.conkey and con.conkey @> i.indkey::int2[]) as "isOneToOne"
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_class rc on rc.oid = con.confrelid
     where con.contype = 'f' and c.relnamespace = 'public'::regnamespace and not c.relispartition
       and rc.relnamespace = 'public'::regnamespace
     order by c.relname, con.conname`,
  );
  return rows;
}

/** Functions the API roles may execute (what supabase.rpc can reach); trigger functions excluded. */
export async function readFunctions(db: DbClient): Promise<FunctionInfo[]> {
  const { rows } = await db.query<FunctionInfo>(
    `select p.proname as "name",
            coalesce(p.proargnames::text[], '{}') as "argNames",
            coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])) as "argModes",
            array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, o)
                  join pg_type t on t.oid = u.oid order by u.o) as "argTypes",
            p.pronargdefaults as "defaults", p.proretset as "returnsSet", rt.typname as "returnType",
            (select rc.relname from pg_class rc where rc.oid = rt.typrelid and rc.relkind in ('r', 'p')) as "returnTable"
     from pg_proc p
     join pg_type rt on rt.oid = p.prorettype
     where p.pronamespace = 'public'::regnamespace and rt.typname <> 'trigger' and p.prokind = 'f'
       and (has_function_privilege('anon', p.oid, 'execute')
            or has_function_privilege('authenticated', p.oid, 'execute'))
     order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  return rows;
}
