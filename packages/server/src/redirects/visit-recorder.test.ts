import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statementsIn, type Db } from '../db/database';
import { plainParams } from '../db/utf8-text';
import { VisitJournal } from './visit-journal';
import type { JournalEntry, Visit } from './visit';
import { VisitRecorder } from './visit-recorder';

const VISIT: Visit = {
  kind: 'qr',
  target: 'qr-1',
  at: '2026-11-25T12:00:00.000Z',
  user_agent: null,
  referrer: null,
  ip: null,
  country: null,
  city: null,
  device: 'mobile',
  browser: null,
  os: null,
  is_bot: false,
  destination: null,
};

/**
 * A journal that numbers visits, and a database that remembers what each batch wrote. It
 * refuses (SQLSTATE 22P02, as Postgres does for bad data) any batch holding a visit whose
 * referrer is 'refused', and fails like a lost connection while `down` is set.
 */
function harness(
  options: ConstructorParameters<typeof VisitRecorder>[2],
  state = { down: false },
  realJournal?: VisitJournal,
) {
  let seq = 0;
  const journal =
    realJournal ??
    ({
      journalId: '00000000-0000-4000-8000-000000000000',
      append: (visit: Visit) => ({
        entry: { seq: (seq += 1), ...visit } as JournalEntry,
        written: Promise.resolve(),
      }),
      written: vi.fn(),
    } as unknown as VisitJournal);
  const batches: number[] = [];
  const sent: Array<Record<string, unknown>> = [];
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('record_redirect_visits')) {
      if (state.down) throw Object.assign(new Error('connection lost'), { code: '08006' });
      const visits = JSON.parse(plainParams(params)![1] as string) as Array<
        Record<string, unknown>
      >;
      if (visits.some((visit) => visit.referrer === 'refused')) {
        throw Object.assign(new Error('invalid input syntax'), { code: '22P02' });
      }
      // An entry without a kind only moves the checkpoint (a visit set aside).
      batches.push(visits.filter((visit) => 'kind' in visit).length);
      sent.push(...visits);
    }
    return { rows: [] };
  };
  const transaction = async (fn: (tx: unknown) => Promise<unknown>) => fn({ query });
  const db = {
    transaction,
    transactionOf: statementsIn(transaction as Db['transaction']),
  } as unknown as Db;
  const recorder = new VisitRecorder(db, journal, { delayMs: 10, ...options });
  return { recorder, batches, journal, sent };
}

const written = (batches: number[]) => batches.reduce((sum, n) => sum + n, 0);

describe('VisitRecorder', () => {
  afterEach(() => vi.useRealTimers());

  it('writes ordinary traffic within moments, in batches', async () => {
    vi.useFakeTimers();
    const { recorder, batches } = harness({ batchSize: 50 });
    for (let i = 0; i < 120; i += 1) {
      void recorder.record(VISIT);
      await vi.advanceTimersByTimeAsync(20); // 50 visits a second
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(written(batches)).toBe(120);
    expect(recorder.backlog).toBe(0);
  });

  it('keeps writing while visits keep coming, holding no backlog back', async () => {
    vi.useFakeTimers();
    const { recorder, batches } = harness({ batchSize: 100 });
    // 5,000 visits a second for a second: batches follow each other as they come.
    for (let tick = 0; tick < 100; tick += 1) {
      for (let i = 0; i < 50; i += 1) void recorder.record(VISIT);
      await vi.advanceTimersByTimeAsync(10);
      expect(recorder.backlog).toBeLessThanOrEqual(100);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(written(batches)).toBe(5_000);
    expect(Math.max(...batches)).toBeLessThanOrEqual(100);
  });

  it('hands the database what prepare() makes of each visit', async () => {
    const { recorder, sent } = harness({
      batchSize: 100,
      prepare: (entry) => ({ ...entry, city: `cidade ${entry.seq}` }),
    });
    for (let i = 0; i < 3; i += 1) void recorder.record(VISIT);
    await recorder.flush();
    expect(sent.map((visit) => visit.city)).toEqual(['cidade 1', 'cidade 2', 'cidade 3']);
  });

  it('writes each visit once when preparing one failed the first time', async () => {
    let failures = 0;
    const { recorder, sent } = harness({
      batchSize: 100,
      prepare: (entry) => {
        if (entry.seq === 2 && failures === 0) {
          failures += 1;
          throw new Error('geo-IP lookup failed');
        }
        return entry;
      },
    });
    for (let i = 0; i < 3; i += 1) void recorder.record(VISIT);
    await recorder.flush();
    expect(failures).toBe(1);
    expect(sent.map((visit) => visit.seq)).toEqual([1, 2, 3]);
  });

  it('writes everything at once when asked to flush', async () => {
    const { recorder, batches } = harness({ batchSize: 100 });
    for (let i = 0; i < 250; i += 1) void recorder.record(VISIT);
    await recorder.flush();
    expect(batches).toEqual([100, 100, 50]);
  });

  it('sets aside a visit the database refuses and writes the ones around it', async () => {
    const log = vi.fn();
    const { recorder, batches, journal } = harness({ batchSize: 100, log });
    for (let i = 0; i < 100; i += 1) {
      void recorder.record({ ...VISIT, referrer: i === 37 ? 'refused' : null });
    }
    await recorder.flush();
    expect(written(batches)).toBe(99);
    expect(recorder.backlog).toBe(0);
    expect(recorder.setAsideVisits).toBe(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('set aside: {"seq":38,"kind":"qr"'),
      expect.objectContaining({ code: '22P02' }),
    );
    // The journal may drop every line: the refused one is behind the checkpoint too.
    expect(vi.mocked(journal.written).mock.calls.at(-1)).toEqual([100]);
  });

  it('retries a batch whole while the database cannot be reached, setting nothing aside', async () => {
    vi.useFakeTimers();
    const state = { down: true };
    const { recorder, batches } = harness({ batchSize: 100 }, state);
    for (let i = 0; i < 10; i += 1) void recorder.record(VISIT);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written(batches)).toBe(0);
    expect(recorder.backlog).toBe(10);
    state.down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(written(batches)).toBe(10);
    expect(recorder.setAsideVisits).toBe(0);
  });
});

describe('VisitRecorder under a flood', () => {
  it('holds at most maxInMemory visits in memory and writes the others from the journal, in order, once each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qrlink-recorder-'));
    const { journal } = VisitJournal.open(join(dir, 'journal'), { fsyncIntervalMs: 1000 });
    try {
      const state = { down: true };
      let mostInMemory = 0;
      const { recorder, sent } = harness(
        {
          batchSize: 7,
          maxInMemory: 10,
          onBatchWritten: () => (mostInMemory = Math.max(mostInMemory, recorder.inMemory)),
        },
        state,
        journal,
      );
      const visitNumber = (n: number) => ({ ...VISIT, user_agent: `visita ${n}` });
      // The database is away: 40 visits wait, 10 of them in memory.
      await Promise.all(Array.from({ length: 40 }, (_, n) => recorder.record(visitNumber(n))));
      expect(recorder.backlog).toBe(40);
      expect(recorder.inMemory).toBe(10);
      // It is back; 20 more arrive while the batches catch up.
      state.down = false;
      const catchingUp = recorder.flush();
      for (let n = 40; n < 60; n += 1) void recorder.record(visitNumber(n));
      await catchingUp;
      await recorder.flush();
      expect(sent.map((visit) => visit.user_agent)).toEqual(
        Array.from({ length: 60 }, (_, n) => `visita ${n}`),
      );
      expect(sent.map((visit) => visit.seq)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
      expect(mostInMemory).toBeLessThanOrEqual(10);
      expect(recorder.backlog).toBe(0);
      // Once caught up, visits wait in memory again.
      void recorder.record(visitNumber(60));
      expect(recorder.inMemory).toBe(1);
      await recorder.flush();
      expect(sent).toHaveLength(61);
    } finally {
      journal.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads what an earlier run journalled back a bounded number at a time, before new visits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qrlink-recorder-'));
    // A code's id: an earlier run's lines are checked as they are read back.
    const target = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const visitNumber = (n: number) => ({ ...VISIT, target, user_agent: `visita ${n}` });
    try {
      // A run that journalled 30 visits and was killed before writing any.
      const first = VisitJournal.open(join(dir, 'journal'), { fsyncIntervalMs: 1000 });
      await Promise.all(
        Array.from({ length: 30 }, (_, n) => first.journal.append(visitNumber(n)).written),
      );
      first.journal.close();

      const { journal } = VisitJournal.open(join(dir, 'journal'), { fsyncIntervalMs: 1000 });
      let mostInMemory = 0;
      const { recorder, sent } = harness(
        {
          batchSize: 4,
          maxInMemory: 10,
          onBatchWritten: () => (mostInMemory = Math.max(mostInMemory, recorder.inMemory)),
        },
        { down: false },
        journal,
      );
      // The database had the first five.
      journal.continueAfter(5);
      journal.written(5);
      recorder.resume(journal.start(), 5);
      expect(recorder.backlog).toBe(25);
      expect(recorder.inMemory).toBe(0);
      void recorder.record(visitNumber(30));
      await recorder.flush();
      expect(sent.map((visit) => visit.user_agent)).toEqual(
        Array.from({ length: 26 }, (_, n) => `visita ${n + 5}`),
      );
      expect(sent.map((visit) => visit.seq)).toEqual(Array.from({ length: 26 }, (_, n) => n + 6));
      expect(mostInMemory).toBeLessThanOrEqual(10);
      journal.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
