/**
 * Db.transactionOf on PostgreSQL in one round trip: every statement's Parse, Bind, Describe and
 * Execute, then one Sync, which PostgreSQL runs as one implicit transaction (committed at the
 * Sync, rolled back at the first error, the statements after it skipped), as PGlite's thread
 * does (pglite-worker.mjs). BEGIN, each statement and COMMIT were four round trips to the
 * server, each a write that woke its process and a wait for its answer.
 *
 * A pg Query whose prepare() writes the whole pipeline: pg's own Query then gathers one result
 * per statement (a new one at each statement's CommandComplete or RowDescription) with the
 * pool's type parsers, and reports the first error once PostgreSQL is ready again.
 *
 * Each pooled connection keeps its statements prepared by name (prepared-statements.mjs): a
 * statement it ran before is bound, not parsed and planned again.
 */
import pg from 'pg';
import type { PoolClient, PoolConfig } from 'pg';
import type { QueryResult, Statement } from './database';
import { PreparedStatements, type PipelinePlan } from './prepared-statements.mjs';

/** pg's mapping of a parameter to what it sends (Dates, arrays, objects, Buffers), as its queries use. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } })
  .utils;

interface PgConnection {
  close(message: { type: 'S'; name: string }): void;
  parse(query: { name: string; text: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

/** Statements a pipeline takes: each with its parameters (one statement per Parse). */
export function pipelinable(statements: readonly Statement[]): boolean {
  return statements.every(({ params }) => params !== undefined && params.length > 0);
}

/** Each pooled connection's prepared statements, for as long as the pool keeps it. */
const preparedOf = new WeakMap<PoolClient, PreparedStatements>();

class PipelineQuery extends (pg.Query as unknown as new (config: object) => object) {
  constructor(
    private readonly statementValues: unknown[][],
    private readonly statementTexts: string[],
    private readonly plan: PipelinePlan,
    types: PoolConfig['types'],
    callback: (error: Error | null, results: pg.QueryResult | pg.QueryResult[]) => void,
  ) {
    super({ text: statementTexts[0], types, callback });
  }

  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: PgConnection): void {
    for (const name of this.plan.closing) connection.close({ type: 'S', name });
    this.statementTexts.forEach((text, index) => {
      const { name, parse } = this.plan.steps[index]!;
      if (parse) connection.parse({ name, text, types: [] });
      connection.bind({ statement: name, values: this.statementValues[index]! });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
    });
    connection.sync();
  }
}

/** `statements` (pipelinable) on `client` in one round trip: each one's result, in order. */
export async function runPipeline(
  client: PoolClient,
  statements: readonly Statement[],
  types: PoolConfig['types'],
): Promise<QueryResult<unknown>[]> {
  // Every value mapped before anything is written: a value that cannot be sent must fail the
  // whole transaction here, never after the statements before it were sent with their Sync.
  const values = statements.map(({ params }) => (params ?? []).map((value) => prepareValue(value)));
  const texts = statements.map(({ sql }) => sql);
  let prepared = preparedOf.get(client);
  if (!prepared) preparedOf.set(client, (prepared = new PreparedStatements()));
  const kept = prepared;
  const send = () =>
    new Promise<QueryResult<unknown>[]>((resolve, reject) => {
      const plan = kept.plan(statements);
      const query = new PipelineQuery(values, texts, plan, types, (error, results) => {
        if (error) {
          kept.failed(plan);
          return reject(error);
        }
        kept.done(plan);
        const all = Array.isArray(results) ? results : [results];
        if (all.length !== statements.length) {
          return reject(
            new Error(`pipeline answered ${all.length} of ${statements.length} statements`),
          );
        }
        resolve(all.map((result) => ({ rows: result.rows, rowCount: result.rowCount ?? 0 })));
      });
      client.query(query as unknown as pg.Submittable);
    });
  // The pipeline is its own implicit transaction.
  return kept.resendIfColumnsChanged(send);
}
