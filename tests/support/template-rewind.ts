/**
 * Rewinds a test database to the template's state, so a test worker can hand the same database
 * to its next test file instead of starting a new one: a PGlite copy (a start costs about 1
 * CPU-s here) or a PostgreSQL database (a CREATE DATABASE from the template, 0.3-0.7 CPU-s of
 * the server's, mostly creating its 1,500 files). A rewind costs a small part of either.
 *
 * The template's state is read once per worker from a fresh copy: the rows of every table that
 * has any (the migrations' bookkeeping and the seed), the sequences, and a fingerprint of the
 * schema and the roles. A rewind ends the session's state (DISCARD ALL), empties the tables that
 * hold rows and puts the template's back with triggers off, resets the sequences, then compares
 * the fingerprint: a file that changed the schema (a test function, a grant, a role) leaves a
 * database that is closed or dropped, not reused.
 */
import type { Db, DbClient, Unlisten } from '@qrlink/server/db/database';

/** The schemas whose tables hold data: everything the migrations create. */
const DATA_SCHEMAS = ['auth', 'public', 'qrlink_meta', 'storage'];

interface TableRows {
  table: string;
  /** The columns an INSERT may set (not generated ones). */
  columns: string[];
  /** The rows, as json_agg wrote them. */
  rows: string;
}

export interface TemplateState {
  tables: string[];
  rows: TableRows[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

// Everything a test file could change besides rows: relations and their columns, defaults,
// constraints, privileges and row-level security; functions (body, settings, privileges);
// policies, triggers (and whether they are enabled), schemas, extensions, types, roles and their
// memberships and settings, default privileges.
const FINGERPRINT_SQL = `
with user_ns as (
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
)
select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select format('n %s %s %s', nspname, n.nspowner, n.nspacl) as item
    from pg_namespace n where n.oid in (select oid from user_ns)
  union all
  select format('c %s.%s %s %s %s %s %s', ns.nspname, c.relname, c.relkind, c.relacl,
                c.relrowsecurity, c.relforcerowsecurity, c.reloptions)
    from pg_class c join user_ns ns on ns.oid = c.relnamespace
  union all
  select format('a %s %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype,
                a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join user_ns ns on ns.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
  union all
  select format('k %s %s %s', con.conrelid::regclass, con.conname, pg_get_constraintdef(con.oid))
    from pg_constraint con join user_ns ns on ns.oid = con.connamespace
  union all
  select format('f %s %s %s %s %s %s', p.oid::regprocedure, md5(p.prosrc), p.proacl,
                p.proconfig, p.prosecdef, p.provolatile)
    from pg_proc p join user_ns ns on ns.oid = p.pronamespace
  union all
  select format('p %s %s %s %s %s %s', pol.polrelid::regclass, pol.polname, pol.polcmd,
                pol.polroles, pg_get_expr(pol.polqual, pol.polrelid),
                pg_get_expr(pol.polwithcheck, pol.polrelid))
    from pg_policy pol
  union all
  select format('t %s %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled, t.tgfoid::regproc)
    from pg_trigger t where not t.tgisinternal
  union all
  select format('y %s %s', t.oid::regtype, (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                                              from pg_enum e where e.enumtypid = t.oid))
    from pg_type t join user_ns ns on ns.oid = t.typnamespace
  union all
  select format('e %s %s', extname, extversion) from pg_extension
  union all
  select format('r %s %s %s %s %s %s', rolname, rolsuper, rolinherit, rolcanlogin, rolbypassrls,
                rolconfig)
    from pg_roles
  union all
  select format('m %s %s', roleid::regrole, member::regrole) from pg_auth_members
  union all
  -- This database's settings and every database's: on PostgreSQL, other databases of the
  -- cluster come and go with other test files (a migrated one sets its own 'jit').
  select format('s %s %s %s', setdatabase = 0, setrole, setconfig) from pg_db_role_setting
    where setdatabase in (0, (select oid from pg_database where datname = current_database()))
  union all
  select format('d %s %s %s %s', defaclrole, defaclnamespace, defaclobjtype, defaclacl)
    from pg_default_acl
) items`;

async function fingerprintOf(db: DbClient): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]!.fingerprint;
}

/** The state of a fresh copy of the template, to rewind later copies to. */
export async function readTemplateState(db: Db): Promise<TemplateState> {
  const { rows: tables } = await db.query<{ name: string; columns: string[] }>(
    `select format('%I.%I', c.table_schema, c.table_name) as name,
            array_agg(format('%I', c.column_name) order by c.ordinal_position)
              filter (where c.is_generated = 'NEVER') as columns
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where t.table_type = 'BASE TABLE' and c.table_schema = any($1)
        -- A partitioned table's rows are read and written through it, not its partitions.
        and not exists (select from pg_inherits i
                        where i.inhrelid = format('%I.%I', c.table_schema, c.table_name)::regclass)
      group by 1 order by 1`,
    [DATA_SCHEMAS],
  );
  const rows: TableRows[] = [];
  for (const { name, columns } of tables) {
    const { rows: dumped } = await db.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${name} t`,
    );
    if (dumped[0]?.rows) rows.push({ table: name, columns, rows: dumped[0].rows });
  }
  // Every sequence, identity columns' included.
  const { rows: sequenceNames } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = any($1)`,
    [DATA_SCHEMAS],
  );
  const sequences = [];
  for (const { name } of sequenceNames) {
    const { rows: values } = await db.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    sequences.push({ name, lastValue: values[0]!.last_value, isCalled: values[0]!.is_called });
  }
  return {
    tables: tables.map((table) => table.name),
    rows,
    sequences,
    fingerprint: await fingerprintOf(db),
  };
}

/**
 * Puts `db` back in the template's state. False when it cannot be (a transaction left open, a
 * changed schema): the caller closes it instead.
 */
export async function rewindToTemplate(db: Db, state: TemplateState): Promise<boolean> {
  try {
    await db.query('discard all');
    await db.transaction(async (tx) => {
      // Triggers (foreign keys' included) off: the tables are emptied and refilled in any order.
      await tx.query('set local session_replication_role = replica');
      // Only the tables that hold rows now, and those the template fills: a test file writes to
      // a few, and DELETE on those is cheaper than a TRUNCATE of all (new files for each).
      const { rows: written } = await tx.query<{ name: string }>(
        state.tables
          .map((table) => `select '${table}' as name where exists (select from ${table})`)
          .join(' union all '),
      );
      const emptied = new Set([
        ...written.map(({ name }) => name),
        ...state.rows.map(({ table }) => table),
      ]);
      for (const table of emptied) await tx.query(`delete from ${table}`);
      for (const { table, columns, rows } of state.rows) {
        const list = columns.join(', ');
        await tx.query(
          `insert into ${table} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${table}, $1::json)`,
          [rows],
        );
      }
      for (const { name, lastValue, isCalled } of state.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
      }
    });
    return (await fingerprintOf(db)) === state.fingerprint;
  } catch {
    return false;
  }
}

/**
 * `db` as its test file sees it, whatever the engine: it refuses every use once closed, so a
 * server a test left running cannot write into the next file's database, and closing it ends
 * the file's listeners (they must not hear the next file's notifications), then gives the
 * database back (`giveBack`: rewound for the next file, or really closed).
 */
export function lentToFile(db: Db, giveBack: () => Promise<void>): Db {
  let closed = false;
  const unlistens: Unlisten[] = [];
  const open = () => {
    if (closed) throw new Error('This test database was closed.');
    return db;
  };
  return {
    engine: db.engine,
    query: async (sql, params) => open().query(sql, params),
    transaction: async (fn) => open().transaction(fn),
    transactionOf: async (statements) => open().transactionOf(statements),
    ...(db.dumpDataDir ? { dumpDataDir: async () => open().dumpDataDir!() } : {}),
    listen: async (channel, onMessage, onGap) => {
      const unlisten = await open().listen(channel, onMessage, onGap);
      unlistens.push(unlisten);
      return unlisten;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const unlisten of unlistens) await unlisten().catch(() => {});
      await giveBack();
    },
  };
}
