/**
 * `npm run db:schema`: regenerates supabase/schema.sql (the current schema in one file) from
 * the migrations (in-memory PGlite, no server needed). Commit the result.
 */
import { writeFile } from 'node:fs/promises';
import { SCHEMA_FILE, generateDatabaseSchema } from './db-schema/generate';

const source = await generateDatabaseSchema();
await writeFile(SCHEMA_FILE, source);
console.log(`wrote ${SCHEMA_FILE}`);
// The test template keeps closed copies for the next caller (tests/support/pglite-template.ts),
// and PGlite's open handles would keep this process waiting for one that never comes.
process.exit(0);
