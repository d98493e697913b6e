/**
 * packages/data/src/database.types.ts must be what the migrations produce today, on both
 * engines. Fix a failure with `npm run db:types` and commit the result.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, renderTypesOf } from '../../scripts/db-types/generate';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, useFreshDatabase } from '../../tests/support/databases';

describe.each(ENGINES)('generated database types on %s', (engine) => {
  let db: Db;
  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });

  it('match the committed file', async () => {
    expect(await renderTypesOf(db)).toBe(await readFile(DATABASE_TYPES_FILE, 'utf8'));
  });
});
