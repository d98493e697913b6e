/**
 * The redirect path's write-ahead journal: each answered visit is appended here (one JSON line;
 * the lines of one event-loop turn in one write()) BEFORE its 302 leaves, and written to the
 * database later in batches.
 *
 * Why this is enough: a write() that returned is in the kernel's page cache, which survives
 * the process being killed (SIGKILL, a crash, an OOM kill); fsync, run in small groups every
 * few milliseconds, covers a power loss too, bounded by that interval. On start, the server
 * replays every line after the checkpoint its journal id has in the database
 * (record_redirect_visits advances it in the same transaction as the rows), so nothing is
 * lost and nothing is counted twice.
 *
 * Layout of the directory (one per server process, locked like PGlite's data directory):
 * `journal-id` (a UUID, stable across restarts) and segments `000001.log`, `000002.log`, ...
 * A segment is deleted once every line in it is in the database.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsync,
  fsyncSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from '../db/data-dir-lock';
import type { JournalEntry, Visit } from './visit';
import { parseJournalLines } from './parse-journal';

const SEGMENT = /^(\d{6})\.log$/;

/** A place in the journal: a segment's number and a byte offset in it. */
export interface JournalPosition {
  segment: number;
  offset: number;
}

/** How much of a segment readFrom() reads at a time. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** The one chunk every read goes through (reads are synchronous), made at the first read. */
let readChunk: Buffer | undefined;
const SEQ_OF_LINE = /"seq":(\d+)/;

export interface VisitJournalOptions {
  /** How often appended lines are fsynced (power-loss window). */
  fsyncIntervalMs?: number;
  /** A segment this large starts a new one once it is fully written to the database. */
  segmentBytes?: number;
}

interface Segment {
  number: number;
  path: string;
  /** Highest sequence number written to this segment (0 when empty). */
  lastSeq: number;
  /**
   * Written by an earlier run: its lines are checked one by one as they are read (a torn line,
   * the formats of older versions), where this run's own lines are taken as written.
   */
  earlier?: boolean;
}

export class VisitJournal {
  private fd: number;
  private queued: string[] = [];
  /** Told (with the error, if the write failed) once the queued lines are in the file. */
  private waiting: Array<(error?: Error) => void> = [];
  private groupScheduled = false;
  private dirty = false;
  private syncing = false;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  private constructor(
    readonly dir: string,
    readonly journalId: string,
    private readonly unlock: () => void,
    private segments: Segment[],
    private lastSeq: number,
    private readonly options: Required<VisitJournalOptions>,
  ) {
    this.fd = openSync(this.current.path, 'a');
    this.timer = setInterval(() => this.syncNow(), options.fsyncIntervalMs);
    this.timer.unref();
  }

  /**
   * Opens (creating if needed) the journal in `dir`. What an earlier run left is read back with
   * readFrom(start(), checkpoint, ...) a bounded number at a time, never all at once: a journal
   * left by a long flood may be far larger than memory.
   */
  static open(dir: string, options: VisitJournalOptions = {}): { journal: VisitJournal } {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const unlock = lockDataDir(dir);
    try {
      const idFile = join(dir, 'journal-id');
      let journalId: string;
      try {
        journalId = readFileSync(idFile, 'utf8').trim();
      } catch {
        journalId = randomUUID();
        writeFileSync(idFile, `${journalId}\n`, { mode: 0o600 });
      }
      const segments: Segment[] = [];
      for (const name of readdirSync(dir).sort()) {
        const match = SEGMENT.exec(name);
        if (!match) continue;
        const path = join(dir, name);
        let lastSeq = 0;
        forEachLine(path, 0, (line) => {
          lastSeq = Math.max(lastSeq, seqOfLine(line));
          return true;
        });
        segments.push({ number: Number(match[1]), path, lastSeq, earlier: true });
      }
      const lastSeq = segments.reduce((max, segment) => Math.max(max, segment.lastSeq), 0);
      // Always append to a fresh segment: a torn last line of a crashed run stays behind in
      // its own segment, never glued to a new line.
      const next = (segments.at(-1)?.number ?? 0) + 1;
      segments.push({ number: next, path: segmentPath(dir, next), lastSeq: 0 });
      const journal = new VisitJournal(dir, journalId, unlock, segments, lastSeq, {
        fsyncIntervalMs: options.fsyncIntervalMs ?? 20,
        segmentBytes: options.segmentBytes ?? 16 * 1024 * 1024,
      });
      return { journal };
    } catch (error) {
      unlock();
      throw error;
    }
  }

  private get current(): Segment {
    return this.segments.at(-1)!;
  }

  /** The number of the last visit appended (0 before the first). */
  get lastNumber(): number {
    return this.lastSeq;
  }

  /** Where the next line will go (or a little before it: lines of this turn may be queued). */
  position(): JournalPosition {
    return { segment: this.current.number, offset: this.size() };
  }

  /** The beginning of the oldest segment: where what an earlier run left starts. */
  start(): JournalPosition {
    return { segment: this.segments[0]!.number, offset: 0 };
  }

  /**
   * Up to `limit` entries numbered after `afterSeq`, oldest first, read from `from` on, and the
   * position after the last line read: an earlier run's visits on start, and those the recorder
   * left on disk while too many waited (visit-recorder.ts). `atEnd`: every line appended so far
   * has been read.
   */
  readFrom(
    from: JournalPosition,
    afterSeq: number,
    limit: number,
  ): { entries: JournalEntry[]; next: JournalPosition; atEnd: boolean } {
    this.writeQueued();
    const entries: JournalEntry[] = [];
    let next = from;
    for (const segment of this.segments) {
      if (segment.number < next.segment) continue;
      if (segment.number > next.segment) next = { segment: segment.number, offset: 0 };
      const parse = segment.earlier ? checkedEntry : ownEntry;
      const full = !forEachLine(segment.path, next.offset, (line, end) => {
        const entry = seqOfLine(line) > afterSeq ? parse(line) : undefined;
        if (entry) entries.push(entry);
        next = { segment: segment.number, offset: end };
        return entries.length < limit;
      });
      if (full) return { entries, next, atEnd: false };
    }
    return { entries, next, atEnd: true };
  }

  /**
   * Numbers continue after `seq` (the database's checkpoint): after a clean stop the segments
   * are gone, and a number the database has seen would be skipped as a replay.
   */
  continueAfter(seq: number): void {
    this.lastSeq = Math.max(this.lastSeq, seq);
  }

  /**
   * Numbers one visit and queues its line; `written` resolves once the line is in the file.
   * Lines queued during one turn of the event loop go out in one write() (one system call for
   * a burst of scans instead of one each); the redirect answers after `written`.
   */
  append(visit: Visit): { entry: JournalEntry; written: Promise<void> } {
    let settle: (error?: Error) => void = () => {};
    const written = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    return { entry: this.appendThen(visit, settle), written };
  }

  /**
   * append() for the hot path: `visit` itself becomes the entry (numbered in place, no copy)
   * and `onWritten` is called once its line is in the file, without a promise per visit.
   */
  appendThen(visit: Visit, onWritten: (error?: Error) => void): JournalEntry {
    if (this.closed) throw new Error('visit journal is closed');
    const entry = visit as JournalEntry;
    entry.seq = this.lastSeq + 1;
    this.queued.push(`${JSON.stringify(entry)}\n`);
    this.lastSeq = entry.seq;
    this.current.lastSeq = entry.seq;
    this.waiting.push(onWritten);
    if (!this.groupScheduled) {
      this.groupScheduled = true;
      setImmediate(() => this.writeGroup());
    }
    return entry;
  }

  private writeGroup(): void {
    this.groupScheduled = false;
    const waiting = this.waiting;
    this.waiting = [];
    let failure: Error | undefined;
    try {
      this.writeQueued();
    } catch (error) {
      failure = error as Error;
    }
    for (const onWritten of waiting) onWritten(failure);
  }

  private writeQueued(): void {
    if (this.queued.length === 0) return;
    const text = this.queued.join('');
    this.queued = [];
    writeSync(this.fd, text);
    this.dirty = true;
  }

  /**
   * Everything up to `seq` is in the database: delete the segments it covers, and start a new
   * segment when the current one has grown large and is covered too.
   */
  written(seq: number): void {
    const current = this.current;
    if (current.lastSeq > 0 && current.lastSeq <= seq && this.size() >= this.options.segmentBytes) {
      this.rotate();
    }
    const keep: Segment[] = [];
    for (const segment of this.segments) {
      if (segment !== this.current && segment.lastSeq <= seq) rmSync(segment.path, { force: true });
      else keep.push(segment);
    }
    this.segments = keep;
  }

  private size(): number {
    return fstatSync(this.fd).size;
  }

  /** The journal's segments on disk, in bytes (what a restart would read). */
  get bytesOnDisk(): number {
    let bytes = 0;
    for (const segment of this.segments) {
      try {
        bytes += statSync(segment.path).size;
      } catch {
        // Not created yet (the current segment before its first line), or just removed.
      }
    }
    return bytes;
  }

  private rotate(): void {
    this.writeQueued();
    this.syncNow();
    closeSync(this.fd);
    const next = this.current.number + 1;
    this.segments.push({ number: next, path: segmentPath(this.dir, next), lastSeq: 0 });
    this.fd = openSync(this.current.path, 'a');
  }

  private syncNow(): void {
    if (!this.dirty || this.syncing || this.closed) return;
    this.dirty = false;
    this.syncing = true;
    fsync(this.fd, () => {
      this.syncing = false;
    });
  }

  /** fsyncs, closes and releases the directory lock. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    try {
      this.writeQueued();
      fsyncSync(this.fd);
      closeSync(this.fd);
    } finally {
      this.unlock();
    }
  }
}

/** A line's visit number, found without parsing it (0 when it has none). */
function seqOfLine(line: string): number {
  return Number(SEQ_OF_LINE.exec(line)?.[1] ?? 0);
}

/** A line this run wrote, from an entry it made. */
function ownEntry(line: string): JournalEntry | undefined {
  try {
    return JSON.parse(line) as JournalEntry;
  } catch {
    return undefined; // cut short by a full disk: that visit was logged as not journalled
  }
}

/** A line an earlier run wrote: checked and mended (parse-journal.ts), or skipped. */
function checkedEntry(line: string): JournalEntry | undefined {
  return parseJournalLines(line)[0];
}

/**
 * Calls `visit` with each whole line of the file from byte `offset` on, and the offset just
 * after it, a chunk at a time, until `visit` answers false. A last line without its newline (a
 * write cut off) is left out. Returns false when stopped early.
 */
function forEachLine(
  path: string,
  offset: number,
  visit: (line: string, end: number) => boolean,
): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return true; // not created yet (the current segment before its first line)
  }
  const chunk = (readChunk ??= Buffer.allocUnsafe(READ_CHUNK_BYTES));
  try {
    for (;;) {
      const read = readSync(fd, chunk, 0, READ_CHUNK_BYTES, offset);
      const last = read === 0 ? -1 : chunk.lastIndexOf(0x0a, read - 1);
      // The end, or a line longer than a chunk (never written by this journal).
      if (last < 0) return true;
      let start = 0;
      while (start <= last) {
        const end = chunk.indexOf(0x0a, start);
        if (!visit(chunk.toString('utf8', start, end), offset + end + 1)) return false;
        start = end + 1;
      }
      offset += last + 1;
    }
  } finally {
    closeSync(fd);
  }
}

function segmentPath(dir: string, number: number): string {
  return join(dir, `${String(number).padStart(6, '0')}.log`);
}
