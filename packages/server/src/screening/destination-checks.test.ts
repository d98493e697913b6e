import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db, DbClient } from '../db/database';
import { recheckDestinations, startDestinationChecks } from './destination-checks';

/** A database that answers the checks' functions with `answer` (and every setting with nothing). */
function fakeDb(answer: (sql: string, params: unknown[]) => unknown[]): Db & { calls: string[] } {
  const calls: string[] = [];
  const client: DbClient = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      if (sql.includes('set_config')) return { rows: [] as T[], rowCount: 0 };
      calls.push(sql);
      const rows = answer(sql, params) as T[];
      return { rows, rowCount: rows.length };
    },
  };
  return {
    engine: 'postgres',
    calls,
    query: client.query,
    transaction: (fn) => fn(client),
    transactionOf: () => Promise.reject(new Error('not used')),
    close: async () => {},
    listen: async () => async () => {},
  };
}

function fakeLog() {
  return {
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
  } as unknown as FastifyBaseLogger & Record<'info' | 'warn' | 'error', ReturnType<typeof vi.fn>>;
}

describe('recheckDestinations', () => {
  it('asks for batches while codes are left, and adds them up', async () => {
    const steps = [
      { disabled: 2, enabled: 0, more: true },
      { disabled: 1, enabled: 1, more: true },
      { disabled: 0, enabled: 0, more: false },
    ];
    const db = fakeDb(() => [{ r: steps.shift() }]);
    expect(await recheckDestinations(db, { batch: 7 })).toEqual({
      disabled: 3,
      enabled: 1,
      more: false,
    });
    expect(db.calls).toHaveLength(3);
  });

  it('leaves the rest for the next minute when the budget runs out', async () => {
    const db = fakeDb(() => [{ r: { disabled: 1, enabled: 0, more: true } }]);
    expect(await recheckDestinations(db, { budgetMs: 0 })).toEqual({
      disabled: 1,
      enabled: 0,
      more: true,
    });
    expect(db.calls).toHaveLength(1);
  });
});

describe('startDestinationChecks', () => {
  it('runs at start, logs what it changed, and looks nothing up without a key', async () => {
    const db = fakeDb(() => [{ r: { disabled: 2, enabled: 1, more: false } }]);
    const log = fakeLog();
    const checks = startDestinationChecks(db, log, { safeBrowsing: undefined });
    expect(await checks.runNow()).toEqual({
      recheck: { disabled: 2, enabled: 1, more: false },
      safeBrowsing: 'off',
    });
    await checks.stop();
    // The start's round and ours, one after the other.
    expect(db.calls).toEqual([
      'select public.recheck_destinations($1) as r',
      'select public.recheck_destinations($1) as r',
    ]);
    expect(log.info).toHaveBeenCalledWith(
      { disabled: 2, enabled: 1 },
      'codes rechecked against the blocklist',
    );
  });

  it('logs a failing database or Google and never throws out of the round', async () => {
    const db = fakeDb((sql) => {
      if (sql.includes('recheck_destinations')) throw new Error('database away');
      return [{ url: 'https://a.example/' }];
    });
    const log = fakeLog();
    const checks = startDestinationChecks(db, log, {
      // Nothing listens there: the lookup fails at once.
      safeBrowsing: { apiKey: 'chave', apiUrl: 'http://127.0.0.1:1' },
    });
    expect(await checks.runNow()).toEqual({ recheck: null, safeBrowsing: null });
    await checks.stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'blocklist recheck failed; tried again in a minute',
    );
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'Safe Browsing check failed; tried again in a minute',
    );
    // Nothing was recorded for the URLs Google did not answer.
    expect(db.calls.some((sql) => sql.includes('record_safe_browsing_verdicts'))).toBe(false);
  });
});
