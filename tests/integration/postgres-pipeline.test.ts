/**
 * Db.transactionOf on PostgreSQL as one pipeline (packages/server/src/db/postgres-pipeline.ts):
 * the same transaction as BEGIN ... COMMIT, its settings its own, its values as pg gives them,
 * nothing kept after an error, and the connection served again after one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { Utf8Text } from '@qrlink/server/db/utf8-text';
import { freshDatabase } from '../support/databases';

describe('statements sent together on PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase('postgres');
    await db.query('create table public.pipeline_probe (id int primary key, note text)');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('runs them as one transaction: its settings, its values, its counts', async () => {
    const [set, inserted, read] = await db.transactionOf([
      { sql: "select set_config('request.method', $1, true) as m", params: ['GET'] },
      {
        sql: 'insert into public.pipeline_probe values ($1, $2), ($3, $4)',
        params: [1, 'um', 2, new Utf8Text(new TextEncoder().encode('dois 🙂'))],
      },
      {
        sql: `select current_setting('request.method', true) as method, $1::jsonb as j,
                     $2::int8 as big, $3::timestamptz as at, $4::text[] as tags,
                     $5::bytea as bytes, $6::text as none, count(*)::int as n
              from public.pipeline_probe where id >= $7`,
        params: [
          { a: [1, 'São'] },
          '9007199254740991',
          new Date('2026-01-02T03:04:05Z'),
          ['a', 'b'],
          Buffer.from([1, 2]),
          null,
          1,
        ],
      },
    ]);
    expect(set!.rows).toEqual([{ m: 'GET' }]);
    expect(inserted!.rowCount).toBe(2);
    expect(read!.rows).toEqual([
      {
        method: 'GET',
        j: { a: [1, 'São'] },
        big: 9007199254740991,
        at: new Date('2026-01-02T03:04:05Z'),
        tags: ['a', 'b'],
        bytes: Buffer.from([1, 2]),
        none: null,
        n: 2,
      },
    ]);
    // The setting was the transaction's own; the rows were committed.
    const { rows } = await db.query<{ method: string; note: string }>(
      "select current_setting('request.method', true) as method, note from public.pipeline_probe where id = 2",
    );
    expect(rows).toEqual([{ method: '', note: 'dois 🙂' }]);
  });

  it('keeps nothing after an error, skips what follows it, and serves the next', async () => {
    await expect(
      db.transactionOf([
        { sql: 'insert into public.pipeline_probe values ($1, $2)', params: [10, 'dez'] },
        { sql: 'insert into public.pipeline_probe values ($1, $2)', params: [1, 'repetido'] },
        { sql: 'insert into public.pipeline_probe values ($1, $2)', params: [11, 'onze'] },
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'pipeline_probe_pkey' });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(
      db.transactionOf([
        { sql: 'insert into public.pipeline_probe values ($1, $2)', params: [12, 'doze'] },
        { sql: 'select $1::jsonb', params: [circular] },
      ]),
    ).rejects.toThrow();
    const { rows } = await db.query<{ id: number }>(
      'select id from public.pipeline_probe where id >= 10 order by id',
    );
    expect(rows).toEqual([]);
    // Every connection of the pool answers again.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transactionOf([{ sql: 'select $1::int as i', params: [i] }]),
      ),
    );
    expect(answers.map(([answer]) => answer!.rows[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ i })),
    );
  });

  it('takes statements without parameters one by one, as before', async () => {
    const [first, second] = await db.transactionOf([
      { sql: "insert into public.pipeline_probe values (20, 'vinte')" },
      { sql: 'select count(*)::int as n from public.pipeline_probe where id = 20' },
    ]);
    expect(first!.rowCount).toBe(1);
    expect(second!.rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement once per connection and binds it again by name', async () => {
    const probe = 'select $1::int * 2 as doubled';
    for (let n = 1; n <= 3; n += 1) {
      // The listing runs in the same pipeline, so on the same connection as the probe.
      const [doubled, held] = await db.transactionOf([
        { sql: probe, params: [n] },
        {
          sql: 'select count(*)::int as n from pg_prepared_statements where statement = $1',
          params: [probe],
        },
      ]);
      expect(doubled!.rows).toEqual([{ doubled: 2 * n }]);
      expect(held!.rows).toEqual([{ n: 1 }]);
    }
  });

  it('prepares a statement again when the columns it returns changed, and answers with them', async () => {
    const read = async () =>
      (
        await db.transactionOf([
          { sql: 'select * from public.pipeline_probe where id = $1', params: [1] },
        ])
      )[0]!.rows;
    expect(await read()).toEqual([{ id: 1, note: 'um' }]);
    await db.query("alter table public.pipeline_probe add column city text default 'Natal'");
    expect(await read()).toEqual([{ id: 1, note: 'um', city: 'Natal' }]);
    expect(await read()).toEqual([{ id: 1, note: 'um', city: 'Natal' }]);
  });
});
