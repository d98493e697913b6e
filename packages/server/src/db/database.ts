/**
 * One way to reach Postgres for the whole server: a `pg` Pool over a real PostgreSQL
 * (`databaseUrl`), or an embedded PGlite (in memory, or on disk with `dataDir`), behind the
 * same small interface, with the same value types on both engines (checked by
 * supabase/tests/migrate.test.ts):
 * - int8 / bigint (counts, identity ids) and numeric (prices) come back as JS numbers.
 *   PostgREST also renders them as JSON numbers; our values stay far below 2^53.
 * - timestamptz/timestamp/date come back as JS `Date` (pg's default); build JSON in SQL
 *   (`to_jsonb(row)`) when the exact PostgREST text form matters.
 * - bytea comes back as a Node Buffer.
 * - a parameterless query may hold several statements (migrations); the last one's rows count.
 *
 * PGlite is a single connection: a transaction queues every other query until it ends.
 * Inside `transaction(fn)` use the `tx` handed to fn, never the Db itself (that would wait
 * for the connection fn already holds).
 */
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import pg from 'pg';
import type { PoolClient, PoolConfig } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Results, Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { lockDataDir } from './data-dir-lock';
import { openPgliteThread } from './pglite-thread';
import { pipelinable, runPipeline } from './postgres-pipeline';
import { plainParams } from './utf8-text';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface DbClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** One statement and its parameters, for transactionOf. */
export interface Statement {
  sql: string;
  params?: unknown[];
  /**
   * Text columns the caller also takes as their UTF-8 bytes (a Buffer): PGlite's thread hands
   * them over so (see pglite-thread.ts), the other engines as strings. For a large text the
   * caller only writes out, as the REST API's JSON pages.
   */
  utf8Columns?: readonly string[];
}

export interface Db extends DbClient {
  readonly engine: 'pglite' | 'postgres';
  /** BEGIN ... COMMIT on one connection (ROLLBACK on throw). */
  transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T>;
  /**
   * These statements in order in one transaction (ROLLBACK at the first error), each one's
   * result in the answer. What transaction() does when nothing between the statements depends
   * on JavaScript; PGlite in its thread takes them in one message, so its one connection is
   * held only while they run (see pglite-thread.ts), and runs them as one pipeline when their
   * parameters are text and numbers (pglite-worker.mjs).
   */
  transactionOf(statements: readonly Statement[]): Promise<QueryResult<unknown>[]>;
  /**
   * PGlite's thread only: a utf8Columns Buffer nothing will read again (its answer is sent),
   * which the thread may then fill with a later answer's bytes. Never before then.
   */
  release?(bytes: Buffer): void;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball (see loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload. `onGap` is called when
   * notifications may have been missed (the listening connection dropped and came back), so
   * the caller can drop whatever it derived from them. Resolves to an unlisten function.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<Unlisten>;
}

export type Unlisten = () => Promise<void>;

export interface OpenDatabaseOptions {
  /** postgres://... : use a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; omitted = in-memory (lost on close). Ignored with databaseUrl. */
  dataDir?: string;
  /**
   * PGlite only: start from a data directory dumped by `dumpDataDir()` (a tarball), e.g. an
   * already migrated template. Skips initdb and the migrations: ~1 s instead of 3-10 s.
   */
  loadDataDir?: Blob;
  /**
   * PGlite only: PostgreSQL settings for this start (each passed as `-c name=value` after
   * PGlite's own start parameters). E.g. the tests' short-lived databases start with a small
   * `shared_buffers`: PGlite zeroes the whole buffer pool at every start, which at the default
   * 128MB is a third of a start's CPU.
   */
  pgliteSettings?: Readonly<Record<string, string>>;
  /**
   * PGlite only, when it makes a new data directory: the WAL segment size in MB (initdb's
   * `--wal-segsize`; 16 when omitted). Smaller segments make a smaller `dumpDataDir()` tarball.
   */
  pgliteWalSegmentMb?: number;
  /**
   * PGlite only: run it in a worker thread of its own (pglite-thread.ts), as the server does, so
   * that its work never holds the thread that answers HTTP. The tests' short-lived databases
   * stay in their own thread.
   */
  thread?: boolean;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const INT8_ARRAY_OID = 1016;
const NUMERIC_ARRAY_OID = 1231;

const toNumber = (value: string): number => Number(value);
/** pg's own parser for any type oid (its typings only list the built-in scalar oids). */
const defaultParser = pg.types.getTypeParser as (
  oid: number,
  format: 'text' | 'binary',
) => (value: string) => unknown;

/** Per-pool type parsers (not the global pg.types), so other pools in the process are unaffected. */
const typeParsers: NonNullable<PoolConfig['types']> = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
    if (oid === INT8_ARRAY_OID || oid === NUMERIC_ARRAY_OID) {
      const parseArray = defaultParser(oid, 'text') as (v: string) => (string | null)[];
      return (value: string) =>
        parseArray(value).map((item) => (item === null ? null : Number(item)));
    }
    return defaultParser(oid, format ?? 'text');
  }) as NonNullable<PoolConfig['types']>['getTypeParser'],
};

function asDbClient(client: Pick<PoolClient, 'query'>): DbClient {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result: pg.QueryResult | pg.QueryResult[] = await client.query(
        sql,
        plainParams(params),
      );
      // A multi-statement script (no params) answers one result per statement: keep the last.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
    },
  };
}

/** `statements` with every Utf8Text parameter as the string it stands for. */
const plainStatements = (statements: readonly Statement[]): Statement[] =>
  statements.map((statement) => ({ ...statement, params: plainParams(statement.params) }));

/** transactionOf through transaction(): each statement once the one before it answered. */
export function statementsIn(
  transaction: Db['transaction'],
): (statements: readonly Statement[]) => Promise<QueryResult<unknown>[]> {
  return (statements) =>
    transaction(async (tx) => {
      const results: QueryResult<unknown>[] = [];
      for (const { sql, params } of statements) results.push(await tx.query(sql, params));
      return results;
    });
}

/** PGlite's values as pg gives them with typeParsers: int8/numeric as numbers, bytea as Buffer. */
const BYTEA_OID = 17;
const PGLITE_PARSERS = {
  [INT8_OID]: toNumber,
  [NUMERIC_OID]: toNumber,
  // Text form '\\x0a0b...' -> Buffer, as pg returns it (PGlite's default is a bare Uint8Array).
  [BYTEA_OID]: (value: string) => Buffer.from(value.slice(2), 'hex'),
};

function fromPgliteResult<T>(result: Results<T>): QueryResult<T> {
  // pg counts returned rows for SELECT and affected rows for DML: the larger of the two.
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

/** A DbClient over PGlite (or one of its transactions); a script without params may hold many statements. */
function asPgliteClient(target: Pick<Transaction, 'query' | 'exec'>): DbClient {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      if (params && params.length > 0) {
        return fromPgliteResult(await target.query<T>(sql, plainParams(params)));
      }
      const results = await target.exec(sql);
      const last = results[results.length - 1];
      return last ? fromPgliteResult(last as Results<T>) : { rows: [], rowCount: 0 };
    },
  };
}

/** PGlite's start parameters for `opts` (the same in this thread and in a worker). */
function pgliteStartOptions(opts: OpenDatabaseOptions) {
  return {
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.pgliteSettings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(opts.pgliteSettings).flatMap(([name, value]) => [
              '-c',
              `${name}=${value}`,
            ]),
          ],
        }
      : {}),
    ...(opts.pgliteWalSegmentMb
      ? { initDbStartParams: [`--wal-segsize=${opts.pgliteWalSegmentMb}`] }
      : {}),
  };
}

// PGlite's own API, not its node-postgres adapter: the adapter loses protocol sync after an
// error in a parameterised query outside a transaction (measured with PGlite 0.5.16).
async function openPglite(opts: OpenDatabaseOptions): Promise<Db> {
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  if (opts.thread) {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    return openPgliteThread({ ...pgliteStartOptions(opts), loadDataDir }, unlock);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...pgliteStartOptions(opts),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pgcrypto, citext },
      parsers: PGLITE_PARSERS,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const client = asPgliteClient(pglite);
  const transaction: Db['transaction'] = async (fn) => {
    await nextLoopTurn();
    return pglite.transaction((tx) => fn(asPgliteClient(tx)));
  };
  return {
    engine: 'pglite',
    // PGlite answers from this thread and its promises settle as microtasks: a long chain of
    // queries (an export reading thousands of pages) would never let the event loop reach its
    // I/O phase, so no connection is accepted and no request read until it ends. Each query and
    // transaction therefore starts on a new turn of the loop (measured: /health took 37 s during
    // an export of 2,000 codes before, 0.5 s after).
    async query(sql, params) {
      await nextLoopTurn();
      return client.query(sql, params);
    },
    // PGlite serialises transactions with every other query (one connection).
    transaction,
    transactionOf: statementsIn(transaction),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
    // One process, one connection: a notification cannot be missed, so no gap ever.
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
  };
}

function openPostgres(databaseUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: typeParsers });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  async function transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(asDbClient(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  const statementByStatement = statementsIn(transaction);
  return {
    engine: 'postgres',
    ...asDbClient(pool),
    transaction,
    // Statements that each have parameters go as one pipeline (postgres-pipeline.ts).
    async transactionOf(statements) {
      if (!pipelinable(statements)) return statementByStatement(statements);
      const client = await pool.connect();
      try {
        return await runPipeline(client, plainStatements(statements), typeParsers);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onMessage, onGap) => listenOnPostgres(databaseUrl, channel, onMessage, onGap),
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries). When it drops,
 * it reconnects with a growing pause and reports the gap once it listens again.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.removeAllListeners('error');
      next.on('error', () => {});
      void next.end().catch(() => {});
      setTimeout(() => void retry(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5_000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = 100;
  };
  const retry = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connect();
      onGap();
    } catch {
      setTimeout(() => void retry(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5_000);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts);
}
