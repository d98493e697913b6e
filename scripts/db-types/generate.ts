/**
 * Migrates a fresh in-memory PGlite and returns the Prettier-formatted database.types.ts text.
 * Shared by the CLI (scripts/generate-db-types.ts) and the drift test.
 */
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '@qrlink/server/db/database';
import type { DbClient } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import { readColumns, readForeignKeys, readFunctions } from './introspect';
import { renderDatabaseTypes } from './render';

export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../../packages/data/src/database.types.ts', import.meta.url),
);

/** The formatted types of an already migrated database (either engine). */
export async function renderTypesOf(db: DbClient): Promise<string> {
  const source = renderDatabaseTypes(
    await readColumns(db),
    await readForeignKeys(db),
    await readFunctions(db),
  );
  const config = (await resolveConfig(DATABASE_TYPES_FILE)) ?? {};
  return format(source, { ...config, parser: 'typescript' });
}

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    return await renderTypesOf(db);
  } finally {
    await db.close();
  }
}
