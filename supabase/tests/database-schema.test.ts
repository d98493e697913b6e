/**
 * supabase/schema.sql must be what the migrations build today, on both engines. Fix a failure
 * with `npm run db:schema` and commit the result.
 *
 * The file is PostgreSQL's own rendering of the catalogs (pg_get_functiondef, pg_get_expr, ...),
 * which is the same text on PostgreSQL 15 and on PGlite's 18 today. Should a release ever print
 * a definition differently, compare on PGlite only: it is the engine `npm run db:schema` uses.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { SCHEMA_FILE, renderSchemaOf } from '../../scripts/db-schema/generate';
import { ENGINES, useFreshDatabase } from '../../tests/support/databases';

describe.each(ENGINES)('supabase/schema.sql on %s', (engine) => {
  let db: Db;
  useFreshDatabase(engine, (fresh) => {
    db = fresh;
  });

  it('matches what the migrations build', async () => {
    expect(await renderSchemaOf(db)).toBe(await readFile(SCHEMA_FILE, 'utf8'));
  });
});
