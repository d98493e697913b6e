// The statements a connection keeps prepared by name (PGlite's thread's, pglite-worker.mjs; each
// pooled PostgreSQL connection's, postgres-pipeline.ts), so that a pipeline binds a statement it
// ran before instead of sending its text again: PostgreSQL then skips parsing, analysing,
// rewriting (row security's policies) and planning it. It keeps the plan with the statement and
// makes it again by itself when anything the plan depends on changes (a table, an index, the
// search path, the role row security was applied for); only a change to the columns a statement
// returns stops it (resendIfColumnsChanged: the pipeline then prepares it again).
//
// The most recently used statements are kept, up to a limit; the others are closed with the next
// pipeline. A pipeline that fails may or may not have prepared its new statements: they are
// closed too (closing a statement that does not exist is no error), never reused.
//
// Plain JavaScript: PGlite's thread (pglite-worker.mjs) imports it as it starts from a file.

/**
 * A prepared statement whose result's columns changed since it was prepared (a column added to
 * a table it reads with `select *`): PostgreSQL refuses to run it (SQLSTATE 0A000).
 */
const resultTypeChanged = (error) =>
  error?.code === '0A000' && /cached plan must not change result type/.test(error.message);

/** Statements kept prepared: the API's and the redirects' shapes, with room to spare. */
export const KEPT_STATEMENTS = 200;

export class PreparedStatements {
  /** Name by text, least recently used first. */
  #names = new Map();
  /** Names to close with the next pipeline. */
  #closing = [];
  #lastName = 0;
  #limit;

  constructor(limit = KEPT_STATEMENTS) {
    this.#limit = limit;
  }

  /** How many are kept (for tests). */
  get size() {
    return this.#names.size;
  }

  /**
   * What a pipeline of `statements` sends: each one's name and whether it is new (to parse),
   * and the names to close first. Hand it to done() or failed() once the pipeline answered.
   */
  plan(statements) {
    const fresh = new Map();
    const steps = statements.map(({ sql }) => {
      const kept = this.#names.get(sql);
      if (kept !== undefined) {
        this.#names.delete(sql);
        this.#names.set(sql, kept);
        return { name: kept, parse: false };
      }
      const earlier = fresh.get(sql);
      if (earlier !== undefined) return { name: earlier, parse: false };
      const name = `q${++this.#lastName}`;
      fresh.set(sql, name);
      return { name, parse: true };
    });
    return { steps, fresh, closing: this.#closing.splice(0) };
  }

  /** The pipeline answered: its new statements are prepared. */
  done({ fresh }) {
    for (const [sql, name] of fresh) this.#names.set(sql, name);
    for (const [sql, name] of this.#names) {
      if (this.#names.size <= this.#limit) break;
      this.#names.delete(sql);
      this.#closing.push(name);
    }
  }

  /** The pipeline failed: what it was to close, and its new statements, are closed next time. */
  failed({ fresh, closing }) {
    this.#closing.push(...closing, ...fresh.values());
  }

  /** Every kept statement closed with the next pipeline (a table's columns changed under one). */
  forgetAll() {
    this.#closing.push(...this.#names.values());
    this.#names.clear();
  }

  /**
   * `send()`'s answer; when PostgreSQL refused a statement whose columns changed, every
   * statement is prepared anew and `send()` runs once more. Only for a pipeline alone: it rolled
   * back whole, so nothing of the first try is left. (Inside a transaction the error ends it,
   * as any error does.)
   */
  async resendIfColumnsChanged(send) {
    try {
      return await send();
    } catch (error) {
      if (!resultTypeChanged(error)) throw error;
      this.forgetAll();
      return send();
    }
  }
}
