/**
 * PGlite's thread keeps the statements of its pipelines prepared by name
 * (packages/server/src/db/prepared-statements.mjs): a statement run again is bound, not parsed and
 * planned again; what a failed pipeline prepared is closed; at most KEPT_STATEMENTS are kept;
 * and a statement whose columns changed under it is prepared again instead of refused.
 * pg_prepared_statements lists what the thread's session holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { KEPT_STATEMENTS } from '@qrlink/server/db/prepared-statements.mjs';
import { pgliteFromTemplate } from '../support/pglite-template';

describe("PGlite's thread's prepared statements", () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-prepared-'));
  let db: Db;
  beforeAll(async () => {
    db = await pgliteFromTemplate(join(dir, 'pglite'));
    await db.query('create table public.prepared_probe (id int primary key, note text)');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What the session holds prepared, by text (a query without parameters prepares nothing). */
  async function preparedTexts(): Promise<string[]> {
    const { rows } = await db.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    return rows.map((row) => row.statement);
  }

  it('prepares a statement once and binds it again by name, alone or in a transaction', async () => {
    const before = await preparedTexts();
    for (let n = 1; n <= 3; n += 1) {
      const { rows } = await db.query<{ n: number }>('select $1::int + 1 as n', [n]);
      expect(rows).toEqual([{ n: n + 1 }]);
      const [inserted, counted] = await db.transactionOf([
        { sql: 'insert into public.prepared_probe values ($1, $2)', params: [n, `nota ${n}`] },
        { sql: 'select count(*)::int as n from public.prepared_probe where id <= $1', params: [n] },
      ]);
      expect(inserted!.rowCount).toBe(1);
      expect(counted!.rows).toEqual([{ n }]);
    }
    const added = (await preparedTexts()).filter((text) => !before.includes(text));
    expect(added).toEqual([
      'insert into public.prepared_probe values ($1, $2)',
      'select $1::int + 1 as n',
      'select count(*)::int as n from public.prepared_probe where id <= $1',
    ]);
  });

  it('closes what a failed pipeline prepared, keeps nothing of it, and prepares its text anew', async () => {
    const failing = [
      { sql: 'insert into public.prepared_probe (id, note) values ($1, $2)', params: [50, 'x'] },
      { sql: 'insert into public.prepared_probe values ($1, $2)', params: [1, 'repetido'] },
    ];
    await expect(db.transactionOf(failing)).rejects.toMatchObject({ code: '23505' });
    // Closed with the next pipeline.
    await db.query('select $1::int as one', [1]);
    expect(await preparedTexts()).not.toContain(failing[0]!.sql);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.prepared_probe where id = $1',
      [50],
    );
    expect(rows).toEqual([{ n: 0 }]);
    await db.transactionOf([{ ...failing[0]!, params: [51, 'agora'] }]);
    expect(await preparedTexts()).toContain(failing[0]!.sql);
  });

  it('prepares a statement again when the columns it returns changed, and answers with them', async () => {
    const read = () =>
      db.query<Record<string, unknown>>('select * from public.prepared_probe where id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1, note: 'nota 1' }]);
    await db.query("alter table public.prepared_probe add column city text default 'Recife'");
    expect((await read()).rows).toEqual([{ id: 1, note: 'nota 1', city: 'Recife' }]);
    expect((await read()).rows).toEqual([{ id: 1, note: 'nota 1', city: 'Recife' }]);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, the most recently used`, async () => {
    const first = 'select $1::int + 1000 as n';
    for (let i = 0; i < KEPT_STATEMENTS + 10; i += 1) {
      const { rows } = await db.query<{ n: number }>(`select $1::int + ${1000 + i} as n`, [1]);
      expect(rows).toEqual([{ n: 1001 + i }]);
    }
    const texts = await preparedTexts();
    // The last one evicted is closed with the next pipeline.
    expect(texts.length).toBeGreaterThanOrEqual(KEPT_STATEMENTS);
    expect(texts.length).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
    expect(texts).not.toContain(first);
    expect(texts).toContain(`select $1::int + ${1000 + KEPT_STATEMENTS + 9} as n`);
  });
});
