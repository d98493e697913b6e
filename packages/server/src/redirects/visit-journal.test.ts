import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../db/data-dir-lock';
import { parseJournalLines } from './parse-journal';
import type { Visit } from './visit';
import { VisitJournal } from './visit-journal';

const visit = (n: number): Visit => ({
  kind: n % 2 ? 'qr' : 'link',
  target: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  at: new Date(Date.UTC(2026, 10, 24, 12, 0, n)).toISOString(),
  user_agent: `agent ${n}`,
  referrer: null,
  ip: '203.0.113.7',
  country: null,
  city: null,
  device: 'mobile',
  browser: 'Mobile Safari',
  os: 'iOS',
  is_bot: false,
  destination: n % 3 ? null : 'https://exemplo.com.br/en',
});

const dirs: string[] = [];
function journalDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'qrlink-journal-')), 'journal');
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('parseJournalLines', () => {
  it('reads whole lines and skips a torn last line and malformed ones', () => {
    const good = [1, 2].map((seq) => JSON.stringify({ seq, ...visit(seq) }));
    const torn = JSON.stringify({ seq: 3, ...visit(3) }).slice(0, 40);
    const wrongShape = JSON.stringify({ seq: 4, kind: 'qr' });
    const content = `${good[0]}\n${wrongShape}\n${good[1]}\n${torn}`;
    expect(parseJournalLines(content).map((entry) => entry.seq)).toEqual([1, 2]);
    expect(parseJournalLines('')).toEqual([]);
  });

  it('reads lines journalled before visits kept where they were sent', () => {
    const { destination: _, ...older } = visit(1);
    expect(parseJournalLines(JSON.stringify({ seq: 1, ...older }))).toEqual([
      { seq: 1, ...older, destination: null },
    ]);
  });
});

/** Every entry on disk, as a restart reads it back. */
const onDisk = (journal: VisitJournal) =>
  journal.readFrom(journal.start(), 0, Number.MAX_SAFE_INTEGER).entries;

describe('VisitJournal', () => {
  it('numbers visits and gives back, after a crash, every line it wrote', async () => {
    const dir = journalDir();
    const { journal } = VisitJournal.open(dir);
    expect(onDisk(journal)).toEqual([]);
    const appended = [1, 2, 3].map((n) => journal.append(visit(n)));
    // One write for the three: all resolve together, and only then are they in the file.
    const segment = readdirSync(dir).find((name) => name.endsWith('.log'))!;
    expect(readFileSync(join(dir, segment), 'utf8')).toBe('');
    await Promise.all(appended.map((item) => item.written));
    const written = appended.map((item) => item.entry);
    expect(written.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(parseJournalLines(readFileSync(join(dir, segment), 'utf8'))).toEqual(written);
    const id = journal.journalId;
    // A crash: nothing flushed or closed; a torn line from the write that was cut off.
    appendFileSync(join(dir, segment), '{"seq":4,"kind":"qr","tar');
    journal.close();

    const reopened = VisitJournal.open(dir);
    expect(reopened.journal.journalId).toBe(id);
    expect(onDisk(reopened.journal)).toEqual(written);
    // New lines go to a fresh segment, never glued to the torn one, and numbers continue.
    expect(reopened.journal.append(visit(5)).entry.seq).toBe(4);
    reopened.journal.close();
    const again = VisitJournal.open(dir);
    expect(onDisk(again.journal).map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    again.journal.close();
  });

  it('deletes the segments the database has and continues after its checkpoint', () => {
    const dir = journalDir();
    const first = VisitJournal.open(dir);
    first.journal.append(visit(1));
    first.journal.append(visit(2));
    first.journal.close();

    const second = VisitJournal.open(dir);
    second.journal.continueAfter(2);
    second.journal.written(2);
    expect(readdirSync(dir).filter((name) => name.endsWith('.log'))).toHaveLength(1);
    second.journal.close();

    // After a clean stop every segment is gone: numbering comes from the checkpoint.
    const third = VisitJournal.open(dir);
    expect(onDisk(third.journal)).toEqual([]);
    third.journal.continueAfter(2);
    expect(third.journal.append(visit(3)).entry.seq).toBe(3);
    third.journal.close();
  });

  it('starts a new segment once a large one is fully written', async () => {
    const dir = journalDir();
    const { journal } = VisitJournal.open(dir, { segmentBytes: 500 });
    for (let n = 1; n <= 5; n++) await journal.append(visit(n)).written;
    journal.written(5);
    await journal.append(visit(6)).written;
    journal.written(5);
    const segments = readdirSync(dir).filter((name) => name.endsWith('.log'));
    expect(segments).toHaveLength(1);
    expect(parseJournalLines(readFileSync(join(dir, segments[0]!), 'utf8'))).toMatchObject([
      { seq: 6 },
    ]);
    journal.close();
  });

  it('belongs to one process at a time', () => {
    const dir = journalDir();
    const { journal } = VisitJournal.open(dir);
    expect(() => VisitJournal.open(dir)).toThrow(DataDirLockedError);
    journal.close();
    VisitJournal.open(dir).journal.close();
  });
});

describe('VisitJournal.readFrom', () => {
  it('reads back the entries after a number from a position, a bounded number at a time', () => {
    const { journal } = VisitJournal.open(journalDir(), { fsyncIntervalMs: 1000 });
    try {
      for (let n = 1; n <= 3; n += 1) journal.append(visit(n));
      const from = journal.position();
      // Lines of this turn are still queued: readFrom writes them out first.
      for (let n = 4; n <= 10; n += 1) journal.append(visit(n));
      const first = journal.readFrom(from, 4, 3);
      expect(first.entries.map((entry) => entry.seq)).toEqual([5, 6, 7]);
      expect(first.entries[0]).toEqual({ ...visit(5), seq: 5 });
      expect(first.atEnd).toBe(false);
      const rest = journal.readFrom(first.next, 7, 10);
      expect(rest.entries.map((entry) => entry.seq)).toEqual([8, 9, 10]);
      expect(rest.atEnd).toBe(true);
      expect(journal.readFrom(rest.next, 10, 10)).toMatchObject({ entries: [], atEnd: true });
      expect(journal.lastNumber).toBe(10);
    } finally {
      journal.close();
    }
  });
});
