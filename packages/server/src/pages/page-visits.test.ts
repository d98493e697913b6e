import { afterEach, describe, expect, it, vi } from 'vitest';
import { statementsIn, type Db } from '../db/database';
import type { JournalEntry } from '../redirects/visit';
import { batchedPageVisits } from './page-visits';

const VISIT: JournalEntry = {
  seq: 0,
  kind: 'qr',
  target: '',
  at: '',
  user_agent: 'Mozilla/5.0 (Linux; Android 14) Mobile',
  referrer: 'https://www.instagram.com/',
  ip: '200.147.67.10',
  country: null,
  city: null,
  device: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  is_bot: false,
  destination: null,
};

/** A database that keeps each batch record_page_visits got, and fails while `down` is set. */
function harness(state = { down: false }) {
  const batches: Array<Array<Record<string, unknown>>> = [];
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('record_page_visits')) {
      if (state.down) throw Object.assign(new Error('connection lost'), { code: '08006' });
      batches.push(JSON.parse(params[0] as string) as Array<Record<string, unknown>>);
    }
    return { rows: [] };
  };
  const transaction = async (fn: (tx: unknown) => Promise<unknown>) => fn({ query });
  const db = {
    transaction,
    transactionOf: statementsIn(transaction as Db['transaction']),
  } as unknown as Db;
  const log = vi.fn();
  return { db, batches, log, state };
}

describe('batchedPageVisits', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the visits of each second in one call, with a visitor key and no address', async () => {
    vi.useFakeTimers();
    const { db, batches, log } = harness();
    const visits = batchedPageVisits(db, {
      secret: 's',
      locate: () => ({ country: 'BR', region: 'PR', city: 'Curitiba' }),
      log,
    });
    visits.record('page-1', null, VISIT);
    visits.record('page-1', 'a', VISIT);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject([
      { page: 'page-1', button: null, country: 'BR', city: 'Curitiba', device: 'mobile' },
      { page: 'page-1', button: 'a' },
    ]);
    expect(batches[0]![0]).not.toHaveProperty('ip');
    expect(batches[0]![0]!.visitor).toMatch(/^[\w-]{22}$/);
    // The same visitor, the same day: the same key.
    expect(batches[0]![1]!.visitor).toBe(batches[0]![0]!.visitor);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1);
  });

  it('keeps what the database did not take and writes it once it is back', async () => {
    vi.useFakeTimers();
    const { db, batches, log, state } = harness({ down: true });
    const visits = batchedPageVisits(db, { secret: 's', log });
    visits.record('page-1', null, VISIT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('page visits not written; retrying', expect.any(Error));
    state.down = false;
    visits.record('page-1', null, VISIT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches.flat()).toHaveLength(2);
  });

  it('holds a bounded number while the database is down, and writes the rest on stop', async () => {
    const { db, batches, log, state } = harness({ down: true });
    const visits = batchedPageVisits(db, { secret: 's', log, maxPending: 3 });
    for (const page of ['p1', 'p2', 'p3', 'p4', 'p5']) visits.record(page, null, VISIT);
    expect(log).toHaveBeenCalledWith('page visits dropped: the database is not writable');
    state.down = false;
    await visits.stop();
    // The oldest went first.
    expect(batches.flat().map((row) => row.page)).toEqual(['p3', 'p4', 'p5']);
  });
});
