// The server's PGlite in a thread of its own (see pglite-thread.ts, which starts it and speaks
// for it). PGlite answers on the thread that opened it and holds it while a statement runs:
// in the server's own thread, every batch of visits it wrote stalled every redirect waiting
// behind it. Here the database works beside the HTTP thread instead.
//
// Plain JavaScript, not TypeScript: a worker starts from a file, and this one must start the
// same from the sources (tests, tsx) and from the bundle `npm start` runs (scripts/start.mjs),
// which both point at this file.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { isUtf8Text, pipelineMessage } from './pipeline-message.mjs';
import { PreparedStatements } from './prepared-statements.mjs';
import { takeBack, withUtf8Columns } from './utf8-columns.mjs';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value) => Number(value);

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer, startParams?: string[], initDbStartParams?: string[] }} */
const options = workerData;
const pglite = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  ...(options.startParams ? { startParams: options.startParams } : {}),
  ...(options.initDbStartParams ? { initDbStartParams: options.initDbStartParams } : {}),
  extensions: { pgcrypto, citext },
  // bytea stays a Uint8Array here (what crosses threads); the other side makes it a Buffer.
  parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
});

/** Open transactions by number, each with what ends it (true: commit). */
const transactions = new Map();
let lastTransaction = 0;
const unlistens = new Map();

const decoder = new TextDecoder();
const prepared = new PreparedStatements();

/** A parameter as PGlite takes it: text sent as its UTF-8 bytes decoded here. */
function asParam(param) {
  return isUtf8Text(param) ? decoder.decode(param.utf8Text) : param;
}

/**
 * A query's rows and count, as database.ts hands them out; a script without params may hold many
 * statements. With parameters that are all text or numbers it is a pipeline of one (pipelined):
 * one call into PostgreSQL instead of PGlite's six.
 */
async function run(target, sql, params) {
  const statement = { sql, params };
  if (pipelinable([statement])) {
    const [answer] = await pipelined([statement], { inTransaction: target !== pglite });
    return answer;
  }
  let result;
  if (params && params.length > 0) {
    result = await target.query(sql, params.map(asParam));
  } else {
    const results = await target.exec(sql);
    result = results[results.length - 1];
  }
  return answerOf(result);
}

/** A PGlite result as database.ts hands it out. */
function answerOf(result) {
  if (!result) return { rows: [], rowCount: 0, byteaFields: [] };
  return {
    rows: result.rows,
    // pg counts returned rows for SELECT and affected rows for DML: the larger of the two.
    rowCount: Math.max(result.affectedRows ?? 0, result.rows.length),
    byteaFields: (result.fields ?? []).filter((f) => f.dataTypeID === 17).map((f) => f.name),
  };
}

/** What a database error says (code, detail...): an Error's own fields do not cross threads. */
function describe(error) {
  const described = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const key of [
      'code',
      'detail',
      'hint',
      'position',
      'where',
      'schema',
      'table',
      'column',
      'constraint',
      'severity',
      'routine',
    ]) {
      if (error[key] !== undefined) described[key] = error[key];
    }
  }
  return described;
}

/**
 * Opens a transaction and runs its first query in it (one message instead of two): the reply
 * carries the transaction's number with the answer, or with the error.
 */
function begin({ id, sql, params }) {
  const number = ++lastTransaction;
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  let opened = false;
  const done = pglite.transaction(async (tx) => {
    opened = true;
    transactions.set(number, { tx, end });
    try {
      const answer = await run(tx, sql, params);
      parentPort.postMessage({ id, result: { transaction: number, answer } });
    } catch (error) {
      parentPort.postMessage({ id, error: { ...describe(error), transaction: number } });
    }
    const reply = await ended;
    if (!reply.commit) await tx.rollback();
    return reply;
  });
  // The reply to 'end' goes out once PGlite committed (or rolled back): a COMMIT can fail too.
  done
    .then(
      (reply) => parentPort.postMessage({ id: reply.id, result: null }),
      async (error) => {
        // Never opened (the database is closing): the first query's caller hears it.
        if (!opened) return parentPort.postMessage({ id, error: describe(error) });
        const reply = await ended;
        parentPort.postMessage({ id: reply.id, error: describe(error) });
      },
    )
    .finally(() => transactions.delete(number));
}

/** A parameter PostgreSQL reads the same from its text whatever its type: sent as that text. */
const asText = (param) =>
  param === null ||
  typeof param === 'string' ||
  isUtf8Text(param) ||
  (typeof param === 'number' && Number.isFinite(param)) ||
  typeof param === 'bigint';

/**
 * Statements that can go to PostgreSQL as one pipeline (pipelined below): each has parameters
 * (one statement, as the extended protocol takes them), all of them sent as text. Others
 * (arrays, objects: PGlite writes them by the parameter's type, which it asks PostgreSQL first;
 * scripts of several statements) go one by one in a transaction.
 */
const pipelinable = (statements) =>
  statements.every(({ params }) => params && params.length > 0 && params.every(asText));

/**
 * transactionOf in one call into PostgreSQL: every statement's Bind, Describe and Execute (and
 * its Parse, the first time: prepared-statements.mjs), then one Sync. PostgreSQL runs what comes
 * before a Sync as one implicit transaction: committed at the Sync, or rolled back there at the
 * first error, the statements after it skipped. PGlite's query() takes six calls per statement
 * (it asks each statement's parameter types before binding them) and a transaction two more at
 * each end: the API's list (its caller's settings, then the query) took about a sixth less of
 * the database's time in one call, and bound to its prepared statement instead of parsed and
 * planned again, about 30% less again.
 */
async function pipelined(statements, { inTransaction = false } = {}) {
  // Behind any other query, and outside a transaction also behind any open one (begin), as
  // PGlite's own query() waits: inside one, its transaction holds that lock already. PGlite
  // writes its files once a query outside a transaction is done, as query() does.
  const send = () =>
    pglite.runExclusive(async () => {
      const plan = prepared.plan(statements);
      let answered;
      try {
        const message = pipelineMessage(statements, plan); // made here: valid until the next one
        answered = await pglite.execProtocolStream(message, { syncToFs: false });
      } catch (error) {
        prepared.failed(plan);
        throw error;
      }
      prepared.done(plan);
      if (!inTransaction) await pglite.syncToFs();
      return answered;
    });
  const messages = await (inTransaction
    ? send()
    : prepared.resendIfColumnsChanged(() => pglite._runExclusiveTransaction(send)));
  // One result per statement: each ends at its CommandComplete.
  const answers = [];
  let from = 0;
  messages.forEach((backendMessage, index) => {
    if (backendMessage.name !== 'commandComplete') return;
    const [result] = parse.parseResults(messages.slice(from, index + 1), pglite.parsers);
    answers.push(answerOf(result));
    from = index + 1;
  });
  if (answers.length !== statements.length)
    throw new Error(`pipeline answered ${answers.length} of ${statements.length} statements`);
  return answers;
}

/** Each handler answers its message; what its answer holds to transfer goes in `transfer`. */
const handlers = {
  query: ({ sql, params, tx }) => run(tx ? transactions.get(tx).tx : pglite, sql, params),
  // transactionOf: the statements in one transaction, answered together (or its first error).
  statements: async ({ statements }, transfer) => {
    const answers = pipelinable(statements)
      ? await pipelined(statements)
      : await pglite.transaction(async (tx) => {
          const answered = [];
          for (const { sql, params } of statements) answered.push(await run(tx, sql, params));
          return answered;
        });
    return answers.map((answer, index) =>
      withUtf8Columns(answer, statements[index].utf8Columns, transfer),
    );
  },
  end: ({ id, tx, commit }) => {
    transactions.get(tx).end({ id, commit });
    return undefined; // answered by begin()'s transaction when it settles
  },
  listen: async ({ channel }) => {
    if (!unlistens.has(channel)) {
      unlistens.set(
        channel,
        await pglite.listen(channel, (payload) => parentPort.postMessage({ channel, payload })),
      );
    }
    return null;
  },
  unlisten: async ({ channel }) => {
    await unlistens.get(channel)?.();
    unlistens.delete(channel);
    return null;
  },
  dump: async (_message, transfer) => {
    const blob = await pglite.dumpDataDir('none');
    const tarball = await blob.arrayBuffer();
    transfer.push(tarball);
    return tarball;
  },
  close: async () => {
    await pglite.close();
    return null;
  },
};

parentPort.on('message', (message) => {
  takeBack(message.released);
  if (message.op === 'begin') return begin(message);
  const transfer = [];
  const handled = handlers[message.op](message, transfer);
  if (handled === undefined) return;
  Promise.resolve(handled).then(
    (result) => parentPort.postMessage({ id: message.id, result }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: describe(error) }),
  );
});
parentPort.postMessage({ ready: true });
