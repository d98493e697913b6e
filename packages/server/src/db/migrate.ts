/**
 * Brings a database to the current schema:
 * 1. bootstrap.sql (what Supabase itself provides: roles, auth, storage), idempotent, every run;
 * 2. supabase/migrations/*.sql in filename order, each in its own transaction, recorded in
 *    qrlink_meta.schema_migrations so a second run applies nothing;
 * 3. supabase/seed.sql, only when asked and the database had no migration before this run.
 * A transaction-level advisory lock serialises concurrent migrators on the same database.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, DbClient } from './database';

const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
const SUPABASE_DIR = fileURLToPath(new URL('../../../../supabase/', import.meta.url));
const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations/`;
const SEED_FILE = `${SUPABASE_DIR}seed.sql`;

/** Arbitrary constant shared by every migrator of this app (pg_advisory_xact_lock key). */
const MIGRATION_LOCK_KEY = 7_331_001;

export interface MigrateOptions {
  /** Run supabase/seed.sql when the database was fresh (no migration applied before). */
  seed?: boolean;
}

export interface Migration {
  version: string;
  sql: string;
}

/** The migration files, sorted by name (their timestamp prefix). */
export async function listMigrations(): Promise<Migration[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8'),
    })),
  );
}

async function lock(tx: DbClient): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

async function appliedVersions(tx: DbClient): Promise<Set<string>> {
  const { rows } = await tx.query<{ version: string }>(
    'select version from qrlink_meta.schema_migrations',
  );
  return new Set(rows.map((r) => r.version));
}

export async function migrate(db: Db, opts: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
  const migrations = await listMigrations();
  const wasFresh = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(bootstrap);
    return (await appliedVersions(tx)).size === 0;
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      if ((await appliedVersions(tx)).has(migration.version)) return false;
      try {
        await tx.query(migration.sql);
      } catch (error) {
        throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await tx.query('insert into qrlink_meta.schema_migrations (version) values ($1)', [
        migration.version,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }

  if (opts.seed && wasFresh) {
    const seed = await readFile(SEED_FILE, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query(seed);
    });
  }
  return { applied };
}
