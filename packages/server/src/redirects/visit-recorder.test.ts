import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import type { VisitJournal } from './visit-journal';
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
};

/** A journal that numbers visits, and a database that remembers what each batch wrote. */
function harness(options: ConstructorParameters<typeof VisitRecorder>[2]) {
  let seq = 0;
  const journal = {
    journalId: '00000000-0000-4000-8000-000000000000',
    append: (visit: Visit) => ({
      entry: { seq: (seq += 1), ...visit } as JournalEntry,
      written: Promise.resolve(),
    }),
    written: vi.fn(),
  } as unknown as VisitJournal;
  const batches: number[] = [];
  const db = {
    transaction: async (fn: (tx: unknown) => Promise<unknown>) =>
      fn({
        query: async (sql: string, params: unknown[] = []) => {
          if (sql.includes('record_redirect_visits')) {
            batches.push((JSON.parse(params[1] as string) as unknown[]).length);
          }
          return { rows: [] };
        },
      }),
  } as unknown as Db;
  return { recorder: new VisitRecorder(db, journal, { delayMs: 10, ...options }), batches };
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

  it('holds batches back during a burst and writes everything once it eases', async () => {
    vi.useFakeTimers();
    const { recorder, batches } = harness({ batchSize: 100, burstRate: 1_000 });
    // 5,000 visits a second for a second: the server answers, the database waits.
    for (let tick = 0; tick < 100; tick += 1) {
      for (let i = 0; i < 50; i += 1) void recorder.record(VISIT);
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(written(batches)).toBeLessThan(500);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(written(batches)).toBe(5_000);
    expect(Math.max(...batches)).toBeLessThanOrEqual(100);
  });

  it('never waits longer than maxDeferMs, nor with more than maxBacklog visits', async () => {
    vi.useFakeTimers();
    const long = harness({ batchSize: 100, burstRate: 100, maxDeferMs: 300 });
    const full = harness({ batchSize: 100, burstRate: 100, maxBacklog: 400 });
    for (let tick = 0; tick < 100; tick += 1) {
      for (let i = 0; i < 10; i += 1) {
        void long.recorder.record(VISIT);
        void full.recorder.record(VISIT);
      }
      await vi.advanceTimersByTimeAsync(10);
    }
    // Still bursting at 1,000 visits a second, yet both kept writing.
    expect(written(long.batches)).toBeGreaterThan(300);
    expect(full.recorder.backlog).toBeLessThanOrEqual(500);
  });

  it('writes everything at once when asked to flush, burst or not', async () => {
    const { recorder, batches } = harness({ batchSize: 100, burstRate: 1 });
    for (let i = 0; i < 250; i += 1) void recorder.record(VISIT);
    await recorder.flush();
    expect(batches).toEqual([100, 100, 50]);
  });
});
