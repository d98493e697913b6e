/**
 * Reads what supabase/schema.sql shows from the catalogs of a migrated database, each list in a
 * stable order. The caller runs these with an empty search_path, so every name the catalog
 * functions print (format_type, pg_get_expr, pg_get_*def) is schema-qualified.
 */
import type { DbClient } from '@qrlink/server/db/database';

/** One privilege a role holds (aclexplode), the owner's own left out. */
export interface Grant {
  grantee: string;
  privilege: string;
  grantable: boolean;
}

export interface ExtensionInfo {
  name: string;
  schema: string;
}

export interface TypeInfo {
  name: string;
  /** 'c' composite, 'e' enum, 'd' domain */
  kind: string;
  comment: string | null;
  attributes: { name: string; type: string; comment: string | null }[];
  labels: string[];
  /** domains: base type, NOT NULL, DEFAULT and CHECKs */
  baseType: string | null;
  notNull: boolean;
  defaultValue: string | null;
  checks: string[];
}

export interface ColumnInfo {
  name: string;
  type: string;
  collation: string | null;
  notNull: boolean;
  /** '' | 'a' (generated always as identity) | 'd' (by default) */
  identity: string;
  /** '' | 's' (stored) | 'v' (virtual) */
  generated: string;
  /** the default, or the generation expression */
  expression: string | null;
  comment: string | null;
  grants: Grant[];
}

export interface ConstraintInfo {
  name: string;
  kind: string;
  definition: string;
  comment: string | null;
}

export interface IndexInfo {
  name: string;
  definition: string;
  comment: string | null;
}

export interface PolicyInfo {
  schema: string;
  /** the table's and the policy's own names, unquoted */
  tableName: string;
  name: string;
  /** quoted and qualified, as SQL names them */
  table: string;
  quotedName: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  withCheck: string | null;
  comment: string | null;
}

export interface TableInfo {
  name: string;
  /** 'r' table, 'p' partitioned table, 'v' view, 'm' materialized view */
  kind: string;
  comment: string | null;
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  /** views: the query */
  viewDefinition: string | null;
  /** partitioned tables: how (`RANGE (scanned_at)`) */
  partitionKey: string | null;
  columns: ColumnInfo[];
  constraints: ConstraintInfo[];
  indexes: IndexInfo[];
  grants: Grant[];
}

export interface SequenceInfo {
  name: string;
  definition: string;
  comment: string | null;
  grants: Grant[];
}

export interface FunctionInfo {
  schema: string;
  name: string;
  /** schema.name(identity arguments): what COMMENT ON and GRANT name it by */
  signature: string;
  kind: string;
  definition: string;
  comment: string | null;
  grants: Grant[];
}

export interface TriggerInfo {
  schema: string;
  /** the table's and the trigger's own names, unquoted */
  tableName: string;
  name: string;
  /** quoted and qualified, as SQL names them */
  table: string;
  quotedName: string;
  definition: string;
  comment: string | null;
}

/** The grants of an ACL (its default when null), the owner's own and grantors left out. */
const grantsOf = (acl: string, kind: string, owner: string) => `
  coalesce((select json_agg(json_build_object(
                      'grantee', case when x.grantee = 0 then 'public' else pg_get_userbyid(x.grantee)::text end,
                      'privilege', lower(x.privilege_type),
                      'grantable', x.is_grantable)
                    order by x.grantee = 0 desc, pg_get_userbyid(x.grantee), x.privilege_type)
            from aclexplode(coalesce(${acl}, acldefault('${kind}', ${owner}))) x
            where x.grantee <> ${owner}), '[]')`;

/** Objects an extension created are the extension's, not ours. */
const notFromExtension = (oid: string, catalog: string) => `
  not exists (select 1 from pg_depend dep
              where dep.classid = '${catalog}'::regclass and dep.objid = ${oid} and dep.deptype = 'e')`;

export async function readExtensions(db: DbClient): Promise<ExtensionInfo[]> {
  const { rows } = await db.query<ExtensionInfo>(
    `select e.extname as "name", e.extnamespace::regnamespace::text as "schema"
     from pg_extension e
     where e.extname <> 'plpgsql'
     order by e.extname`,
  );
  return rows;
}

export async function readTypes(db: DbClient, schema: string): Promise<TypeInfo[]> {
  const { rows } = await db.query<TypeInfo>(
    `select format('%I.%I', n.nspname, t.typname) as "name", t.typtype::text as "kind",
            obj_description(t.oid, 'pg_type') as "comment",
            coalesce((select json_agg(json_build_object(
                                'name', quote_ident(a.attname),
                                'type', format_type(a.atttypid, a.atttypmod),
                                'comment', col_description(a.attrelid, a.attnum))
                              order by a.attnum)
                      from pg_attribute a
                      where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as "attributes",
            array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid
                  order by e.enumsortorder) as "labels",
            case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as "baseType",
            t.typnotnull as "notNull", t.typdefault as "defaultValue",
            array(select pg_get_constraintdef(con.oid, true) from pg_constraint con
                  where con.contypid = t.oid and con.contype = 'c' order by con.conname) as "checks"
     from pg_type t
     join pg_namespace n on n.oid = t.typnamespace
     left join pg_class c on c.oid = t.typrelid
     where n.nspname = $1
       and (t.typtype in ('e', 'd') or (t.typtype = 'c' and c.relkind = 'c'))
       and ${notFromExtension('t.oid', 'pg_type')}
     order by t.typname`,
    [schema],
  );
  return rows;
}

export async function readTables(db: DbClient, schema: string): Promise<TableInfo[]> {
  const { rows } = await db.query<TableInfo>(
    `select format('%I.%I', n.nspname, c.relname) as "name", c.relkind::text as "kind",
            obj_description(c.oid, 'pg_class') as "comment",
            c.relrowsecurity as "rowSecurity", c.relforcerowsecurity as "forceRowSecurity",
            case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as "viewDefinition",
            case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as "partitionKey",
            coalesce((select json_agg(json_build_object(
                                'name', quote_ident(a.attname),
                                'type', format_type(a.atttypid, a.atttypmod),
                                'collation', case when a.attcollation <> ty.typcollation
                                                  then (select format('%I.%I', cn.nspname, co.collname)
                                                        from pg_collation co
                                                        join pg_namespace cn on cn.oid = co.collnamespace
                                                        where co.oid = a.attcollation) end,
                                'notNull', a.attnotnull,
                                'identity', a.attidentity::text,
                                'generated', a.attgenerated::text,
                                'expression', pg_get_expr(d.adbin, d.adrelid, true),
                                'comment', col_description(c.oid, a.attnum),
                                'grants', ${grantsOf('a.attacl', 'c', 'c.relowner')})
                              order by a.attnum)
                      from pg_attribute a
                      join pg_type ty on ty.oid = a.atttypid
                      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as "columns",
            coalesce((select json_agg(json_build_object(
                                'name', quote_ident(con.conname),
                                'kind', con.contype::text,
                                'definition', pg_get_constraintdef(con.oid, true),
                                'comment', obj_description(con.oid, 'pg_constraint'))
                              order by array_position(array['p', 'u', 'f', 'c', 'x'], con.contype::text),
                                       con.conname)
                      from pg_constraint con
                      where con.conrelid = c.oid and con.contype in ('p', 'u', 'f', 'c', 'x')), '[]') as "constraints",
            coalesce((select json_agg(json_build_object(
                                'name', quote_ident(ic.relname),
                                'definition', pg_get_indexdef(i.indexrelid, 0, true),
                                'comment', obj_description(i.indexrelid, 'pg_class'))
                              order by ic.relname)
                      from pg_index i
                      join pg_class ic on ic.oid = i.indexrelid
                      where i.indrelid = c.oid
                        and not exists (select 1 from pg_constraint con
                                        where con.conindid = i.indexrelid and con.conrelid = c.oid
                                          and con.contype in ('p', 'u', 'x'))), '[]') as "indexes",
            ${grantsOf('c.relacl', 'r', 'c.relowner')} as "grants"
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
       -- A partition (a month of a visit log) comes and goes with time: its table stands for it.
       and not c.relispartition
       and ${notFromExtension('c.oid', 'pg_class')}
     order by c.relname`,
    [schema],
  );
  return rows;
}

/** Sequences of their own: those behind identity and serial columns come with their column. */
export async function readSequences(db: DbClient, schema: string): Promise<SequenceInfo[]> {
  const { rows } = await db.query<SequenceInfo>(
    `select format('%I.%I', n.nspname, c.relname) as "name",
            format('CREATE SEQUENCE %I.%I AS %s INCREMENT BY %s MINVALUE %s MAXVALUE %s START WITH %s CACHE %s%s;',
                   n.nspname, c.relname, format_type(s.seqtypid, null), s.seqincrement, s.seqmin,
                   s.seqmax, s.seqstart, s.seqcache, case when s.seqcycle then ' CYCLE' else '' end) as "definition",
            obj_description(c.oid, 'pg_class') as "comment",
            ${grantsOf('c.relacl', 's', 'c.relowner')} as "grants"
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_sequence s on s.seqrelid = c.oid
     where n.nspname = $1 and c.relkind = 'S'
       and not exists (select 1 from pg_depend dep
                       where dep.classid = 'pg_class'::regclass and dep.objid = c.oid
                         and dep.deptype in ('a', 'i', 'e'))
     order by c.relname`,
    [schema],
  );
  return rows;
}

export async function readPolicies(db: DbClient, schemas: string[]): Promise<PolicyInfo[]> {
  const { rows } = await db.query<PolicyInfo>(
    `select n.nspname as "schema", c.relname as "tableName", pol.polname as "name",
            format('%I.%I', n.nspname, c.relname) as "table", quote_ident(pol.polname) as "quotedName",
            pol.polpermissive as "permissive",
            case pol.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                            when 'd' then 'delete' else 'all' end as "command",
            array(select case when r.oid = 0 then 'public' else pg_get_userbyid(r.oid)::text end
                  from unnest(pol.polroles) r(oid) order by 1) as "roles",
            pg_get_expr(pol.polqual, pol.polrelid, true) as "using",
            pg_get_expr(pol.polwithcheck, pol.polrelid, true) as "withCheck",
            obj_description(pol.oid, 'pg_policy') as "comment"
     from pg_policy pol
     join pg_class c on c.oid = pol.polrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1)
     order by n.nspname, c.relname, array_position(array['r', 'a', 'w', 'd', '*'], pol.polcmd::text),
              pol.polname`,
    [schemas],
  );
  return rows;
}

export async function readFunctions(db: DbClient, schemas: string[]): Promise<FunctionInfo[]> {
  const { rows } = await db.query<FunctionInfo>(
    `select n.nspname as "schema", p.proname as "name",
            format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as "signature",
            p.prokind::text as "kind",
            pg_get_functiondef(p.oid) as "definition",
            obj_description(p.oid, 'pg_proc') as "comment",
            ${grantsOf('p.proacl', 'f', 'p.proowner')} as "grants"
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind in ('f', 'p')
       and ${notFromExtension('p.oid', 'pg_proc')}
     order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
    [schemas],
  );
  return rows;
}

export async function readTriggers(db: DbClient, schemas: string[]): Promise<TriggerInfo[]> {
  const { rows } = await db.query<TriggerInfo>(
    `select n.nspname as "schema", c.relname as "tableName", t.tgname as "name",
            format('%I.%I', n.nspname, c.relname) as "table", quote_ident(t.tgname) as "quotedName",
            pg_get_triggerdef(t.oid, true) as "definition",
            obj_description(t.oid, 'pg_trigger') as "comment"
     from pg_trigger t
     join pg_class c on c.oid = t.tgrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and not t.tgisinternal
     order by n.nspname, c.relname, t.tgname`,
    [schemas],
  );
  return rows;
}
