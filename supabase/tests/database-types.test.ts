/**
 * packages/data/src/database.types.ts must be what the migrations produce today, and both
 * engines must produce the same schema. Fix a failure with `npm run db:types` and commit.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
  renderTypesOf,
} from '../../scripts/db-types/generate';
import { freshDatabase } from '../../tests/support/databases';

describe('generated database types', () => {
  it('match the committed file (PGlite, as npm run db:types)', async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(await generateDatabaseTypes()).toBe(committed);
  });

  it('are the same when the migrations run on PostgreSQL 15', async () => {
    const db = await freshDatabase('postgres');
    try {
      expect(await renderTypesOf(db)).toBe(await readFile(DATABASE_TYPES_FILE, 'utf8'));
    } finally {
      await db.close();
    }
  });
});
