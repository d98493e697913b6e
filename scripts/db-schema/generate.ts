/**
 * Builds supabase/schema.sql from a migrated database's catalogs (no pg_dump: PGlite has none,
 * and `npm ci` must be enough). Shared by the CLI (scripts/generate-db-schema.ts) and the drift
 * test (supabase/tests/database-schema.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, DbClient } from '@qrlink/server/db/database';
import { freshPglite } from '../../tests/support/pglite-template';
import {
  readExtensions,
  readFunctions,
  readPolicies,
  readSequences,
  readTables,
  readTriggers,
  readTypes,
} from './introspect';
import { renderSchema } from './render';

export const SCHEMA_FILE = fileURLToPath(new URL('../../supabase/schema.sql', import.meta.url));

/** What Supabase itself provides (self-hosted: this file creates it before the migrations). */
const BOOTSTRAP_FILE = fileURLToPath(
  new URL('../../packages/server/src/db/bootstrap.sql', import.meta.url),
);

/** Shown whole. */
const OUR_SCHEMA = 'public';
/** Supabase's: only what the migrations add to them (policies, triggers, functions). */
const SUPABASE_SCHEMAS = ['auth', 'storage'];

const unquote = (name: string) =>
  name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase();
const NAME = String.raw`("(?:[^"]|"")+"|\w+)`;

/**
 * The policies, triggers and functions bootstrap.sql creates in auth and storage, as
 * `schema.table.name` (policies, triggers) and `schema.name` (functions): what Supabase has
 * before our migrations run, so what schema.sql leaves out.
 */
function bootstrapObjects(sql: string): Set<string> {
  const found = new Set<string>();
  const on = String.raw`[^;]*?\bon\s+${NAME}\.${NAME}`;
  for (const m of sql.matchAll(new RegExp(String.raw`create\s+policy\s+${NAME}${on}`, 'gi'))) {
    found.add(`${unquote(m[2]!)}.${unquote(m[3]!)}.${unquote(m[1]!)}`);
  }
  const trigger = String.raw`create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+${NAME}${on}`;
  for (const m of sql.matchAll(new RegExp(trigger, 'gi'))) {
    found.add(`${unquote(m[2]!)}.${unquote(m[3]!)}.${unquote(m[1]!)}`);
  }
  const fn = String.raw`create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+${NAME}\.${NAME}\s*\(`;
  for (const m of sql.matchAll(new RegExp(fn, 'gi'))) {
    found.add(`${unquote(m[1]!)}.${unquote(m[2]!)}`);
  }
  return found;
}

async function readAllPrivileges(db: DbClient): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ kind: string; privileges: string[] }>(
    `select k.kind, array(select lower(x.privilege_type) from aclexplode(acldefault(k.kind::"char", 10)) x
                          where x.grantee = 10 order by 1) as "privileges"
     from (values ('r'), ('s'), ('f')) k(kind)`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.privileges]));
}

/** The schema.sql text of an already migrated database. */
export async function renderSchemaOf(db: Db): Promise<string> {
  const bootstrap = bootstrapObjects(await readFile(BOOTSTRAP_FILE, 'utf8'));
  const ours = (schema: string, key: string) => schema === OUR_SCHEMA || !bootstrap.has(key);
  const schemas = [OUR_SCHEMA, ...SUPABASE_SCHEMAS];
  const facts = await db.transaction(async (tx) => {
    // Empty: the catalog functions then qualify every name they print.
    await tx.query(`set local search_path to ''`);
    return {
      extensions: await readExtensions(tx),
      types: await readTypes(tx, OUR_SCHEMA),
      tables: await readTables(tx, OUR_SCHEMA),
      sequences: await readSequences(tx, OUR_SCHEMA),
      policies: (await readPolicies(tx, schemas)).filter((p) =>
        ours(p.schema, `${p.schema}.${p.tableName}.${p.name}`),
      ),
      functions: (await readFunctions(tx, schemas)).filter((f) =>
        ours(f.schema, `${f.schema}.${f.name}`),
      ),
      triggers: (await readTriggers(tx, schemas)).filter((t) =>
        ours(t.schema, `${t.schema}.${t.tableName}.${t.name}`),
      ),
      allPrivileges: await readAllPrivileges(tx),
    };
  });
  return renderSchema(facts);
}

/** Migrates a fresh in-memory PGlite (from the test template when cached) and renders it. */
export async function generateDatabaseSchema(): Promise<string> {
  const db = await freshPglite();
  try {
    return await renderSchemaOf(db);
  } finally {
    await db.close();
  }
}
