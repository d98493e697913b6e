/**
 * `npm run db:types`: regenerates packages/data/src/database.types.ts from the migrations
 * (in-memory PGlite, no server needed). Commit the result.
 */
import { writeFile } from 'node:fs/promises';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './db-types/generate';

const source = await generateDatabaseTypes();
await writeFile(DATABASE_TYPES_FILE, source);
console.log(`wrote ${DATABASE_TYPES_FILE}`);
