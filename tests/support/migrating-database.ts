/**
 * A database part way through its migrations, for the tests of a migration that changes rows
 * already there: open it before that migration, fill it, apply the migration, compare.
 */
import { readFile } from 'node:fs/promises';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { listMigrations } from '@qrlink/server/db/migrate';
import { emptyPostgresDatabase, type Engine } from './databases';

/** The bootstrap and the migrations `which` picks, in order, as migrate() applies them. */
export async function applyMigrations(db: Db, which: (version: string) => boolean): Promise<void> {
  const bootstrap = await readFile(
    new URL('../../packages/server/src/db/bootstrap.sql', import.meta.url),
    'utf8',
  );
  await db.query(bootstrap);
  for (const migration of await listMigrations()) {
    if (which(migration.version)) await db.transaction((tx) => tx.query(migration.sql));
  }
}

/** An empty database of the engine, migrated up to (not including) `version`. */
export async function databaseBefore(
  engine: Engine,
  version: string,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const empty = engine === 'postgres' ? await emptyPostgresDatabase('qrlink_migrating') : undefined;
  const db = await openDatabase(empty ? { databaseUrl: empty.url } : {});
  const close = async () => {
    await db.close();
    await empty?.drop();
  };
  try {
    await applyMigrations(db, (applied) => applied < version);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}
