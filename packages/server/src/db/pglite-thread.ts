/**
 * The server's PGlite in a worker thread (pglite-worker.mjs), behind the same Db as everywhere
 * else. PGlite runs on the thread that opened it and holds that thread while a statement runs:
 * in the HTTP thread, a batch of visits being written stalled every redirect behind it (p99),
 * and the database could never use the second core. Here each query is a message to the
 * database's thread and back; the HTTP thread goes on meanwhile.
 *
 * Values arrive as they would from PGlite in this thread: int8 and numeric as numbers, dates
 * as Date, bytea as a Buffer (a structured clone turns it into a bare Uint8Array on the way).
 */
import { Worker } from 'node:worker_threads';
import type { Db, DbClient, QueryResult, Statement } from './database';
import { paramsForThread } from './utf8-text';

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
  channel?: string;
  payload?: string;
  ready?: boolean;
}

interface Answer<T> {
  rows: T[];
  rowCount: number;
  byteaFields: string[];
  /** Text columns asked for as UTF-8 (Statement.utf8Columns; see utf8-columns.mjs). */
  utf8Fields?: string[];
}

/** The worker's data: what PGlite.create takes there (a Blob cannot be handed over whole). */
export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  startParams?: string[];
  initDbStartParams?: string[];
}

/**
 * The thread's young generation, at most (V8 semi-spaces of about 5 MB). A worker's default
 * allows 192 MB; under the API's load (20 lists at a time) PGlite's thread then ran a full
 * mark-compact every half second, and one request in a hundred waited 42-43 ms against 19-21 at
 * the median. With this cap it scavenges often and briefly (about 1 ms), a mark-compact comes
 * every 2-2.5 s, and that p99 was 32-35 ms at the same rate, the server's peak memory no higher
 * (8, 24 and 64 MB gave the same p99 within the machine's spread).
 */
const THREAD_YOUNG_GENERATION_MB = 16;

export async function openPgliteThread(
  options: PgliteThreadOptions,
  onClose: () => void = () => {},
): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
    resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let failure: Error | undefined;
  // The thread's buffers a utf8Columns answer came in, until released; then handed back with
  // the next message (never one of their own).
  const lent = new WeakSet<ArrayBufferLike>();
  let released: ArrayBuffer[] = [];

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      if (reply.channel !== undefined) {
        for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload ?? '');
        return;
      }
      const pending = waiting.get(reply.id!);
      if (!pending) return;
      waiting.delete(reply.id!);
      if (reply.error) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
      else pending.resolve(reply.result);
    });
    // The thread died (PGlite could not open, or crashed): every caller hears it.
    const fail = (error: Error) => {
      failure = error;
      reject(error);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  });
  try {
    await ready;
  } catch (error) {
    onClose();
    throw error;
  }

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (released.length === 0) return worker.postMessage({ ...message, id });
      const handedBack = released;
      released = [];
      worker.postMessage({ ...message, id, released: handedBack }, handedBack);
    });
  }

  /** An answer as PGlite in this thread gives it: bytea and UTF-8 columns as Buffers. */
  const asResult = <T>(answer: Answer<T>): QueryResult<T> => {
    const utf8Fields = new Set(answer.utf8Fields);
    for (const name of [...answer.byteaFields, ...utf8Fields]) {
      for (const row of answer.rows as Record<string, unknown>[]) {
        const value = row[name];
        if (!(value instanceof Uint8Array)) continue;
        row[name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        if (utf8Fields.has(name)) lent.add(value.buffer);
      }
    }
    return { rows: answer.rows, rowCount: answer.rowCount };
  };
  const client: DbClient = {
    query: async <T>(sql: string, params?: unknown[]) =>
      asResult(await call<Answer<T>>({ op: 'query', sql, params: paramsForThread(params) })),
  };

  return {
    engine: 'pglite',
    query: (sql, params) => client.query(sql, params),
    // One connection: PGlite queues every other query until this transaction ends. The
    // transaction opens with its first query, in one message (begin() in pglite-worker.mjs);
    // one that runs no query never opens.
    async transaction(fn) {
      // The transaction's number once its first query opened it (undefined: it never opened).
      let opened: Promise<number | undefined> | undefined;
      const tx: DbClient = {
        async query<T>(sql: string, params?: unknown[]) {
          if (!opened) {
            const first = call<{ transaction: number; answer: Answer<T> }>({
              op: 'begin',
              sql,
              params: paramsForThread(params),
            });
            opened = first.then(
              (reply) => reply.transaction,
              (error: { transaction?: number }) => error.transaction,
            );
            return asResult((await first).answer);
          }
          const message = { op: 'query', sql, params: paramsForThread(params), tx: await opened };
          return asResult(await call<Answer<T>>(message));
        },
      };
      let result;
      try {
        result = await fn(tx);
      } catch (error) {
        const number = await opened;
        if (number !== undefined) {
          await call({ op: 'end', tx: number, commit: false }).catch(() => {});
        }
        throw error;
      }
      const number = await opened;
      if (number !== undefined) await call({ op: 'end', tx: number, commit: true });
      return result;
    },
    // One message for the whole transaction: the thread holds the connection only while the
    // statements run, not while each answer crosses to this thread and the next one comes back.
    async transactionOf(statements: readonly Statement[]) {
      const answers = await call<Answer<unknown>[]>({
        op: 'statements',
        statements: statements.map(({ sql, params, utf8Columns }) => ({
          sql,
          params: paramsForThread(params),
          utf8Columns,
        })),
      });
      return answers.map(asResult);
    },
    release(bytes) {
      const buffer = bytes.buffer;
      if (!lent.delete(buffer) || !(buffer instanceof ArrayBuffer)) return;
      released.push(buffer);
    },
    async close() {
      try {
        if (!failure) await call({ op: 'close' });
        await worker.terminate();
      } finally {
        onClose();
      }
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })]);
    },
    // One thread, one connection: a notification cannot be missed, so no gap ever.
    async listen(channel, onMessage) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await call({ op: 'listen', channel });
      }
      channelListeners.add(onMessage);
      return async () => {
        channelListeners.delete(onMessage);
        if (channelListeners.size === 0 && listeners.get(channel) === channelListeners) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
  };
}
