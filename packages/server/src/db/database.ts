/**
 * One way to reach Postgres for the whole server: a `pg` Pool, either over a real PostgreSQL
 * (`databaseUrl`) or over an embedded PGlite (through PGlite's node-postgres adapter), so the
 * same queries, transactions and type parsing run in both modes.
 *
 * Value types (identical on both engines, because both go through `pg`'s parsers):
 * - int8 / bigint (counts, bigserial ids) and numeric (prices) come back as JS numbers.
 *   PostgREST also renders them as JSON numbers; our values stay far below 2^53.
 * - timestamptz/timestamp/date come back as JS `Date` (pg's default); build JSON in SQL
 *   (`to_jsonb(row)`) when the exact PostgREST text form matters.
 *
 * PGlite is a single connection: the pool holds one client, so a transaction queues every
 * other query until it ends. Inside `transaction(fn)` use the `tx` handed to fn, never the
 * Db itself (that would wait for the connection fn already holds).
 */
import pg from 'pg';
import type { PoolClient, PoolConfig } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface DbClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends DbClient {
  readonly engine: 'pglite' | 'postgres';
  /** BEGIN ... COMMIT on one connection (ROLLBACK on throw). */
  transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; omitted = in-memory (lost on close). Ignored with databaseUrl. */
  dataDir?: string;
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
        params as unknown[] | undefined,
      );
      // A multi-statement script (no params) answers one result per statement: keep the last.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
    },
  };
}

async function openPool(opts: OpenDatabaseOptions): Promise<{
  pool: pg.Pool;
  engine: Db['engine'];
  closeEngine: () => Promise<void>;
}> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: typeParsers });
    return { pool, engine: 'postgres', closeEngine: async () => {} };
  }
  const pglite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    extensions: { pgcrypto, citext },
  });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, types: typeParsers });
  return { pool, engine: 'pglite', closeEngine: () => pglite.close() };
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  const { pool, engine, closeEngine } = await openPool(opts);
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const direct = asDbClient(pool);
  return {
    engine,
    query: direct.query,
    async transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> {
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
    },
    async close() {
      await pool.end();
      await closeEngine();
    },
  };
}
