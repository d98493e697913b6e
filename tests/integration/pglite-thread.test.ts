/**
 * The server's PGlite in a thread of its own (packages/server/src/db/pglite-thread.ts): the same
 * Db as PGlite in the caller's thread (values, errors, transactions, notifications, dumps), and
 * a statement running there leaves the caller's thread free.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@qrlink/server/db/database';
import { Utf8Text } from '@qrlink/server/db/utf8-text';
import { pgliteFromTemplate } from '../support/pglite-template';

describe('PGlite in a thread of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrlink-pglite-thread-'));
  let db: Db;
  beforeAll(async () => {
    db = await pgliteFromTemplate(join(dir, 'pglite'));
    await db.query('create table public.thread_probe (id int primary key, note text)');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands out values as PGlite in this thread does: numbers, dates and Buffers', async () => {
    const { rows } = await db.query<{ big: number; price: number; at: Date; bytes: Buffer }>(
      `select 9007199254740991::int8 as big, 12.5::numeric as price,
              '2026-01-02T03:04:05Z'::timestamptz as at, '\\x0a0b'::bytea as bytes`,
    );
    expect(rows[0]!.big).toBe(9007199254740991);
    expect(rows[0]!.price).toBe(12.5);
    expect(rows[0]!.at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(Buffer.isBuffer(rows[0]!.bytes)).toBe(true);
    expect([...rows[0]!.bytes]).toEqual([10, 11]);
  });

  it('decodes text handed over as UTF-8 bytes in its own thread, in and out of transactions', async () => {
    const text = JSON.stringify({ city: 'São Paulo', ua: '🙂' });
    const bytes = new TextEncoder().encode(text);
    const alone = await db.query<{ j: unknown }>('select $1::jsonb as j', [new Utf8Text(bytes)]);
    expect(alone.rows[0]!.j).toEqual({ city: 'São Paulo', ua: '🙂' });
    // The first query of a transaction travels with its opening (op 'begin'), the next alone.
    const [first, second] = await db.transaction(async (tx) => [
      (await tx.query<{ t: string }>('select $1::text as t', [new Utf8Text(bytes)])).rows[0]!.t,
      (await tx.query<{ t: string }>('select $1::text as t', [new Utf8Text(bytes)])).rows[0]!.t,
    ]);
    expect([first, second]).toEqual([text, text]);
    // Bytes that are no text stay bytea.
    const { rows } = await db.query<{ b: Buffer }>('select $1::bytea as b', [
      Buffer.from([0, 255]),
    ]);
    expect([...rows[0]!.b]).toEqual([0, 255]);
  });

  it("rejects with the database's own error fields (SQLSTATE, constraint)", async () => {
    await db.query("insert into public.thread_probe values (1, 'um')");
    const error = await db
      .query("insert into public.thread_probe values (1, 'de novo')")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query("insert into public.thread_probe values (2, 'dois')");
      return (await tx.query<{ n: number }>('select count(*)::int as n from public.thread_probe'))
        .rows[0]!.n;
    });
    expect(answer).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into public.thread_probe values (3, 'três')");
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    const { rows } = await db.query<{ id: number }>(
      'select id from public.thread_probe order by id',
    );
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('ends a transaction whose first statement fails, and serves the next one', async () => {
    await expect(
      db.transaction((tx) => tx.query("insert into public.thread_probe values (1, 'repetido')")),
    ).rejects.toMatchObject({ code: '23505' });
    // No transaction left open: this one commits, and a plain query sees its row.
    await db.transaction((tx) => tx.query("insert into public.thread_probe values (4, 'quatro')"));
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.thread_probe where id = 4',
    );
    expect(rows[0]!.n).toBe(1);
    await db.query('delete from public.thread_probe where id = 4');
  });

  it('runs statements sent together in one transaction, and keeps none of them after an error', async () => {
    const text = 'São Paulo 🙂';
    const [inserted, read] = await db.transactionOf([
      { sql: 'insert into public.thread_probe values ($1, $2)', params: [5, 'cinco'] },
      {
        sql: 'select $1::text as t, $2::bytea as b',
        params: [new Utf8Text(new TextEncoder().encode(text)), Buffer.from([1, 2])],
      },
    ]);
    expect(inserted!.rowCount).toBe(1);
    expect(read!.rows[0]).toEqual({ t: text, b: Buffer.from([1, 2]) });
    await expect(
      db.transactionOf([
        { sql: "insert into public.thread_probe values (6, 'seis')" },
        { sql: "insert into public.thread_probe values (5, 'repetido')" },
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    const { rows } = await db.query<{ id: number }>(
      'select id from public.thread_probe where id >= 5 order by id',
    );
    expect(rows.map((row) => row.id)).toEqual([5]);
    // The connection is free again: a transaction after the failed one commits.
    await db.transaction((tx) => tx.query('delete from public.thread_probe where id = 5'));
  });

  // Statements whose parameters are all text or numbers go to PostgreSQL as one pipeline (one
  // Sync: an implicit transaction) instead of a transaction of queries.
  it('runs text-parameter statements as one transaction: its settings, its values, its counts', async () => {
    const [set, inserted, read] = await db.transactionOf([
      { sql: "select set_config('request.method', $1, true) as m", params: ['GET'] },
      {
        sql: 'insert into public.thread_probe values ($1, $2), ($3, $4)',
        params: [20, 'vinte', 21, new Utf8Text(new TextEncoder().encode('vinte e um 🙂'))],
      },
      {
        sql: `select current_setting('request.method', true) as method, $1::jsonb as j,
                     $2::int8 as big, $2::numeric / 2 as half, $3::timestamptz as at,
                     count(*)::int as n, $5::text as none, $6::int8 as huge
              from public.thread_probe where id >= $4`,
        params: [
          '{"a":[1,"São"]}',
          '9007199254740991',
          '2026-01-02T03:04:05Z',
          20,
          null,
          12345678901234n,
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
        half: 4503599627370495.5,
        at: new Date('2026-01-02T03:04:05Z'),
        n: 2,
        none: null,
        huge: 12345678901234,
      },
    ]);
    const after = await db.query<{ method: string | null; note: string }>(
      `select current_setting('request.method', true) as method, note
       from public.thread_probe where id = 21`,
    );
    // The setting was the transaction's own; the rows were committed.
    expect(after.rows).toEqual([{ method: '', note: 'vinte e um 🙂' }]);
    await db.query('delete from public.thread_probe where id >= 20');
  });

  // A pipeline's message is written into a buffer kept for the next (db/pipeline-message.mjs).
  it('sends pipelines of every size whole, a short one after a long one with nothing of it', async () => {
    const lengthOf = async (text: string | Utf8Text) => {
      const [answer] = await db.transactionOf([
        { sql: 'select octet_length($1::text) as n, right($1::text, 3) as tail', params: [text] },
      ]);
      return answer!.rows[0];
    };
    // Past the kept buffer's 4 MB: a buffer of its own.
    const huge = 'ç'.repeat(2_500_000) + 'fim';
    expect(await lengthOf(huge)).toEqual({ n: 5_000_003, tail: 'fim' });
    const batch = new Utf8Text(new TextEncoder().encode(`${'v'.repeat(1_000_000)}end`));
    expect(await lengthOf(batch)).toEqual({ n: 1_000_003, tail: 'end' });
    expect(await lengthOf('abc')).toEqual({ n: 3, tail: 'abc' });
  });

  it('keeps nothing of a pipeline after an error, skips what follows it, and serves the next', async () => {
    const error = await db
      .transactionOf([
        { sql: "select set_config('request.method', $1, true)", params: ['POST'] },
        { sql: 'insert into public.thread_probe values ($1, $2)', params: [30, 'trinta'] },
        { sql: 'insert into public.thread_probe values ($1, $2)', params: [1, 'repetido'] },
        { sql: 'insert into public.thread_probe values ($1, $2)', params: [31, 'depois'] },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    const { rows } = await db.query<{ id: number; method: string | null }>(
      `select id, current_setting('request.method', true) as method
       from public.thread_probe where id >= 30 union all
       select 0, current_setting('request.method', true)`,
    );
    expect(rows).toEqual([{ id: 0, method: '' }]);
  });

  it('sends a single text-parameter statement the same way, in and out of a transaction', async () => {
    await db.query('insert into public.thread_probe values ($1, $2)', [40, 'quarenta']);
    await expect(
      db.query('insert into public.thread_probe values ($1, $2)', [40, 'de novo']),
    ).rejects.toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    // Inside a transaction its Sync does not commit: the rollback takes the row away.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into public.thread_probe values ($1, $2)', [41, 'quarenta e um']);
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from public.thread_probe where id >= $1',
          [40],
        );
        expect(rows[0]!.n).toBe(2);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    const { rows } = await db.query<{ id: number }>(
      'select id from public.thread_probe where id >= $1 order by id',
      [40],
    );
    expect(rows).toEqual([{ id: 40 }]);
    await db.query('delete from public.thread_probe where id >= $1', [40]);
  });

  // The REST API's JSON pages cross as bytes (db/utf8-columns.mjs).
  it('hands utf8Columns over as their UTF-8 bytes, in a pipeline or not, the rest as it was', async () => {
    const text = '[{"cidade":"São Paulo","ua":"🙂"}]';
    const select = `select $1::text as page, 'outra'::text as other, null::text as none`;
    const [, piped, fallback] = await db.transactionOf([
      { sql: "select set_config('app.probe', $1, true)", params: ['x'] },
      { sql: select, params: [text], utf8Columns: ['page', 'none'] },
      // An array parameter: not a pipeline, the statements one by one in a transaction.
      { sql: `${select}, $2::int[] as ids`, params: [text, [1, 2]], utf8Columns: ['page'] },
    ]);
    for (const answer of [piped!, fallback!]) {
      const row = answer.rows[0] as { page: Buffer; other: string; none: null };
      expect(Buffer.isBuffer(row.page)).toBe(true);
      expect(row.page.equals(Buffer.from(text, 'utf8'))).toBe(true);
      expect(row.other).toBe('outra');
      expect(row.none).toBeNull();
    }
    // Larger than the thread's spare buffers (64 KB): bytes of its own, all of them.
    const large = 'ção'.repeat(40_000);
    const [big] = await db.transactionOf([
      { sql: 'select $1::text as page', params: [large], utf8Columns: ['page'] },
    ]);
    const page = (big!.rows[0] as { page: Buffer }).page;
    expect(page.toString('utf8')).toBe(large);
  });

  it('fills a released buffer again only for a later answer, with nothing of the one before', async () => {
    const pageOf = async (text: string) => {
      const [answer] = await db.transactionOf([
        { sql: 'select $1::text as page', params: [text], utf8Columns: ['page'] },
      ]);
      return (answer!.rows[0] as { page: Buffer }).page;
    };
    const first = await pageOf('a'.repeat(40_000));
    db.release!(first);
    // Handed back with the next message: this thread no longer holds its bytes.
    const second = await pageOf('bb');
    expect(first.byteLength).toBe(0);
    expect(second.toString('utf8')).toBe('bb');
    const third = await pageOf('ç'.repeat(10));
    expect(third.toString('utf8')).toBe('ç'.repeat(10));
    expect(second.toString('utf8')).toBe('bb');
    // A Buffer no answer lent, or one released twice, is left alone.
    const own = Buffer.from('meu');
    db.release!(own);
    db.release!(first);
    await pageOf('c');
    expect(own.toString('utf8')).toBe('meu');
    expect(third.toString('utf8')).toBe('ç'.repeat(10));
  });

  it('delivers notifications to each listener until it stops listening', async () => {
    const heard: string[] = [];
    const heardToo: string[] = [];
    const unlisten = await db.listen(
      'thread_probe',
      (payload) => heard.push(payload),
      () => {},
    );
    const unlistenToo = await db.listen(
      'thread_probe',
      (p) => heardToo.push(p),
      () => {},
    );
    await db.query("select pg_notify('thread_probe', 'olá')");
    await expect.poll(() => heard).toEqual(['olá']);
    await unlisten();
    await db.query("select pg_notify('thread_probe', 'de novo')");
    await expect.poll(() => heardToo).toEqual(['olá', 'de novo']);
    expect(heard).toEqual(['olá']);
    await unlistenToo();
  });

  it('dumps its data directory into a tarball another PGlite opens', async () => {
    const copy = await openDatabase({ loadDataDir: await db.dumpDataDir!() });
    try {
      const { rows } = await copy.query<{ n: number }>(
        'select count(*)::int as n from public.thread_probe',
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      await copy.close();
    }
  });

  it("leaves the caller's thread free while a statement runs", async () => {
    let queryDone = false;
    const query = db.query('select pg_sleep(1)').then(() => (queryDone = true));
    let loopTurns = 0;
    while (!queryDone) {
      await new Promise((resolve) => setImmediate(resolve));
      loopTurns += 1;
    }
    await query;
    // In the caller's thread, PGlite would hold the event loop for the whole second: one turn.
    expect(loopTurns).toBeGreaterThan(100);
  });
});
