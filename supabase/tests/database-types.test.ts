/**
 * packages/data/src/database.types.ts must be what the migrations produce today, on both
 * engines. Fix a failure with `npm run db:types` and commit the result.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, renderTypesOf } from '../../scripts/db-types/generate';
import { ENGINES, freshDatabase } from '../../tests/support/databases';

describe.each(ENGINES)('generated database types on %s', (engine) => {
  it('match the committed file', async () => {
    const db = await freshDatabase(engine);
    try {
      expect(await renderTypesOf(db)).toBe(await readFile(DATABASE_TYPES_FILE, 'utf8'));
    } finally {
      await db.close();
    }
  });
});
