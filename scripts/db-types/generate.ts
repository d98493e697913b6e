/**
 * Migrates a fresh in-memory PGlite and returns the database.types.ts text, formatted by oxfmt
 * with the repository's settings (.oxfmtrc.json).
 * Shared by the CLI (scripts/generate-db-types.ts) and the drift test.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, type FormatConfig } from 'oxfmt';
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
  const result = await format(DATABASE_TYPES_FILE, source, formatSettings());
  if (result.errors.length > 0) {
    throw new Error(`oxfmt could not format the types: ${JSON.stringify(result.errors)}`);
  }
  return result.code;
}

/** The repository's formatting settings, without what only the command line reads. */
function formatSettings(): FormatConfig {
  const file = fileURLToPath(new URL('../../.oxfmtrc.json', import.meta.url));
  const {
    $schema: _schema,
    ignorePatterns: _ignored,
    ...settings
  } = JSON.parse(readFileSync(file, 'utf8')) as FormatConfig & { $schema?: string };
  return settings;
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
