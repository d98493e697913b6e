/**
 * Takes answered visits off the redirect's hot path: each is journalled synchronously (see
 * visit-journal.ts), then written to the database in batches by record_redirect_visits, one
 * transaction per batch, a few milliseconds after it arrives or at once when a batch fills.
 * Batches follow each other without a pause while visits keep coming: under sustained load the
 * database keeps up as it goes, instead of holding a backlog back for later (which only moved
 * the cost into the next seconds). When the database is unavailable, visits wait in memory and
 * in the journal and the batch is retried with a growing pause; nothing is dropped. At most
 * `maxInMemory` visits wait in memory: beyond that (a flood the database cannot keep up with, or
 * a long outage) the newer ones wait only in the journal, and are read back from it in order as
 * the batches catch up, so the server's memory stays bounded however long it lasts. A visit the
 * database refuses (it should never happen: texts are made storable when the visit is taken) is
 * set aside and logged.
 */
import type { Db } from '../db/database';
import { Utf8Text } from '../db/utf8-text';
import { queryAs } from '../http/shared/run-as';
import { PreparedVisits } from './prepared-visits';
import type { JournalPosition, VisitJournal } from './visit-journal';
import type { JournalEntry, Visit } from './visit';

export interface VisitRecorderOptions {
  /** Visits per database transaction. */
  batchSize?: number;
  /** How long a visit may wait for companions before its batch is written. */
  delayMs?: number;
  /** Visits held in memory at most; the others wait in the journal on disk. */
  maxInMemory?: number;
  /**
   * Turns a journal entry into what the database stores (place, stored IP, visitor key): done
   * here, off the redirect's hot path, and again identically when a journal is replayed.
   */
  prepare?: (entry: JournalEntry) => object;
  log?: (message: string, error?: unknown) => void;
  /** Told of every batch the database took: its visits and how long the write took. */
  onBatchWritten?: (visits: number, seconds: number) => void;
}

const MAX_RETRY_DELAY_MS = 5_000;
/** About 20 MB of waiting visits: 25 batches, a few seconds of a flood. */
const MAX_IN_MEMORY = 50_000;

/**
 * Whether the database refused what it was given (SQLSTATE class 22, data exception, or 23,
 * integrity), as opposed to not being reachable: retrying the same data could never succeed.
 */
function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
export class VisitRecorder {
  /**
   * Visits not in the database yet: the oldest as the database gets them (prepare(), then
   * JSON, outside V8's heap), the newest as they arrived. Each is prepared a loop turn after it
   * arrives, a few at a time, so that neither the redirects nor a batch of thousands pay for it
   * in one block.
   */
  private readonly prepared = new PreparedVisits();
  private arrived: JournalEntry[] = [];
  private preparing = false;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private retryDelayMs = 0;
  private readonly batchSize: number;
  private readonly delayMs: number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly prepare: (entry: JournalEntry) => object;
  private readonly onBatchWritten: (visits: number, seconds: number) => void;
  private setAsideCount = 0;
  private readonly maxInMemory: number;
  /**
   * While set, visits from number `from` on wait only in the journal (from `position` on), and
   * every new one joins them there, so they are written in the order they came.
   */
  private onDisk: { from: number; position: JournalPosition } | undefined;

  constructor(
    private readonly db: Db,
    private readonly journal: VisitJournal,
    options: VisitRecorderOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2000;
    this.delayMs = options.delayMs ?? 50;
    this.maxInMemory = options.maxInMemory ?? MAX_IN_MEMORY;
    this.log = options.log ?? (() => {});
    this.prepare = options.prepare ?? ((entry) => entry);
    this.onBatchWritten = options.onBatchWritten ?? (() => {});
  }

  /** Journals the visit and queues it for the database; resolves once it is in the journal. */
  record(visit: Visit): Promise<void> {
    const { entry, written } = this.journal.append(visit);
    this.queue(entry);
    return written;
  }

  /** record() for the hot path: `visit` becomes the entry, `onJournalled` is a callback. */
  recordThen(visit: Visit, onJournalled: (error?: Error) => void): void {
    this.queue(this.journal.appendThen(visit, onJournalled));
  }

  private queue(entry: JournalEntry): void {
    if (!this.onDisk && this.inMemory >= this.maxInMemory)
      this.onDisk = { from: entry.seq, position: this.journal.position() };
    if (!this.onDisk) {
      this.arrived.push(entry);
      this.prepareSoon();
    }
    this.schedule();
  }

  /**
   * Reads visits left on disk back into memory, oldest first: two batches' worth at a time, so
   * that a read (in the redirects' thread) stays a few milliseconds long.
   */
  private readBack(): void {
    if (!this.onDisk || this.inMemory >= this.maxInMemory) return;
    const { entries, next, atEnd } = this.journal.readFrom(
      this.onDisk.position,
      this.onDisk.from - 1,
      Math.min(this.maxInMemory - this.inMemory, 2 * this.batchSize),
    );
    for (const entry of entries) this.arrived.push(entry);
    const last = entries.at(-1);
    const from = last ? last.seq + 1 : this.onDisk.from;
    if (atEnd && from <= this.journal.lastNumber)
      this.log(`${this.journal.lastNumber - from + 1} visits were not in the journal to read back`);
    this.onDisk = atEnd ? undefined : { from, position: next };
  }

  /**
   * Writes what an earlier run journalled after the database's checkpoint `afterSeq`, read
   * from the journal's `start` a bounded number at a time, before any visit of this run.
   */
  resume(start: JournalPosition, afterSeq: number): void {
    if (this.journal.lastNumber <= afterSeq) return;
    this.onDisk = { from: afterSeq + 1, position: start };
    this.schedule();
  }

  private prepareSoon(): void {
    if (this.preparing) return;
    this.preparing = true;
    setImmediate(() => {
      this.preparing = false;
      this.prepareUpTo(this.inMemory);
    });
  }

  /** Prepares arrived visits until `count` visits are prepared (or none is left). */
  private prepareUpTo(count: number): void {
    const take = Math.min(this.arrived.length, count - this.prepared.length);
    let done = 0;
    try {
      for (; done < take; done += 1) {
        const entry = this.arrived[done]!;
        this.prepared.push(entry.seq, Date.parse(entry.at), JSON.stringify(this.prepare(entry)));
      }
    } finally {
      // Only what was prepared leaves `arrived`, should prepare() throw: never twice.
      if (done > 0) this.arrived = done === this.arrived.length ? [] : this.arrived.slice(done);
    }
  }

  /** Visits answered but not yet in the database. */
  get backlog(): number {
    return this.inMemory + (this.onDisk ? this.journal.lastNumber - this.onDisk.from + 1 : 0);
  }

  /** Of those, the visits held in memory (at most maxInMemory; the rest wait on disk). */
  get inMemory(): number {
    return this.prepared.length + this.arrived.length;
  }

  /** How long the oldest visit not yet in the database has waited (0 when none waits). */
  get oldestWaitMs(): number {
    const since =
      this.prepared.oldestArrival ?? (this.arrived[0] && Date.parse(this.arrived[0].at));
    return since === undefined ? 0 : Math.max(0, Date.now() - since);
  }

  private schedule(): void {
    if (this.timer || this.flushing) return;
    const delay = this.retryDelayMs || (this.backlog >= this.batchSize ? 0 : this.delayMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flushOnce();
    }, delay);
  }

  private flushOnce(): Promise<void> {
    this.flushing ??= this.writeBatch().finally(() => {
      this.flushing = undefined;
      if (this.backlog > 0) this.schedule();
    });
    return this.flushing;
  }

  private async writeBatch(): Promise<void> {
    if (this.onDisk && this.inMemory < this.batchSize) this.readBack();
    const size = Math.min(this.batchSize, this.inMemory);
    if (size === 0) return;
    try {
      await this.writeOrSplit(size);
    } catch (error) {
      this.retryDelayMs = Math.min(MAX_RETRY_DELAY_MS, Math.max(50, this.retryDelayMs * 2));
      this.log(
        `visits not written yet (${this.backlog} waiting), retrying in ${this.retryDelayMs} ms`,
        error,
      );
      return;
    }
    this.retryDelayMs = 0;
  }

  /**
   * Writes the first `count` pending visits, and takes them off `pending`. Should the database
   * refuse their data, they are split in halves until the visit it refuses is alone: that one is
   * set aside, the others are written, so one bad visit can never hold back the ones after it.
   * Any other failure (the database unreachable) is thrown: the batch is retried whole.
   */
  private async writeOrSplit(count: number): Promise<void> {
    try {
      const started = performance.now();
      this.prepareUpTo(count);
      await this.recordBatch(new Utf8Text(this.prepared.batch(count)));
      this.onBatchWritten(count, (performance.now() - started) / 1000);
    } catch (error) {
      if (!refusedData(error)) throw error;
      if (count === 1) {
        await this.setAside(error);
        return;
      }
      // Each half is taken off `pending` once written: the second is then at its head too.
      const half = Math.ceil(count / 2);
      await this.writeOrSplit(half);
      await this.writeOrSplit(count - half);
      return;
    }
    this.done(count);
  }

  /** The first `count` pending visits are in the database: off the list, past the checkpoint. */
  private done(count: number): void {
    const seq = this.prepared.seq(count - 1);
    this.prepared.shift(count);
    this.journal.written(seq);
  }

  private recordBatch(visitsJson: string | Utf8Text) {
    return queryAs(
      this.db,
      { role: 'service_role' },
      'select public.record_redirect_visits($1::uuid, $2::jsonb)',
      [this.journal.journalId, visitsJson],
    );
  }

  /** Logs and counts the first pending visit, which the database refuses, and moves the checkpoint past it. */
  private async setAside(error: unknown): Promise<void> {
    const json = this.prepared.json(0);
    await this.recordBatch(JSON.stringify([{ seq: this.prepared.seq(0) }]));
    this.done(1);
    this.setAsideCount += 1;
    this.log(`a visit the database refuses was set aside: ${json}`, error);
  }

  /** Visits the database refused (each logged): none, unless something upstream is wrong. */
  get setAsideVisits(): number {
    return this.setAsideCount;
  }

  /**
   * A counted visit of a code with a visit limit: written now, in the request, and only while
   * the code's counter is below its limit (record_visit_within_limit locks the row, so the
   * database judges parallel visits and every server alike). False when the limit is reached
   * or the code is gone. Throws when the database cannot be asked.
   */
  async recordWithinLimit(visit: Visit): Promise<boolean> {
    return writeVisitWithinLimit(this.db, this.prepare({ ...visit, seq: 0 }));
  }

  /**
   * Writes everything pending (the shutdown path). Gives up after `timeoutMs` when the
   * database stays unavailable: what is left stays in the journal for the next start.
   */
  async flush(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.backlog > 0 && Date.now() < deadline) {
      await this.flushOnce();
      clearTimeout(this.timer);
      this.timer = undefined;
      if (this.retryDelayMs) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
    }
    if (this.flushing) await this.flushing;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Writes one prepared visit now, if its code is still below its visit limit (a code without one
 * always is): record_visit_within_limit, which locks the code's row. False when not written.
 */
export async function writeVisitWithinLimit(db: Db, prepared: object): Promise<boolean> {
  const { rows } = await queryAs<{ written: boolean }>(
    db,
    { role: 'service_role' },
    'select public.record_visit_within_limit($1::jsonb) as written',
    [JSON.stringify(prepared)],
  );
  return rows[0]?.written === true;
}
