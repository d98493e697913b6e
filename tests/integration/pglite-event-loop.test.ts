/**
 * PGlite runs in the server's own thread and its promises settle as microtasks: a long chain of
 * queries (an export reading thousands of pages) must still let the event loop reach its I/O
 * phase between queries, or no connection is accepted and no request read until the chain ends
 * (a data export once froze every redirect for its whole duration).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { freshDatabase } from '../support/databases';

describe('a chain of PGlite queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lets the event loop turn between queries and transactions', async () => {
    let loopTurns = 0;
    let done = false;
    const countTurns = () => {
      if (done) return;
      loopTurns += 1;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);
    for (let i = 0; i < 20; i += 1) {
      await db.query('select $1::int as n', [i]);
      await db.transaction((tx) => tx.query('select 1'));
    }
    done = true;
    // Without a turn per query, the whole chain runs before the first setImmediate callback.
    expect(loopTurns).toBeGreaterThanOrEqual(40);
  });
});
