/**
 * Run a statement as an API caller and report what happened, then roll back, so one
 * database serves a whole matrix of cases without the cases affecting each other.
 */
import type { Db } from '@qrlink/server/db/database';
import { asRole } from './databases';
import type { Caller } from './databases';

/** Rows visible/affected, 'denied' (SQLSTATE 42501: no grant or RLS), or 'error:<SQLSTATE>'. */
export type ProbeOutcome = number | 'denied' | `error:${string}`;

class Rollback extends Error {
  constructor(readonly outcome: ProbeOutcome) {
    super('rollback');
  }
}

export function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export async function probe(
  db: Db,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<ProbeOutcome> {
  try {
    await asRole(db, caller, async (tx) => {
      let outcome: ProbeOutcome;
      try {
        outcome = (await tx.query(sql, params)).rowCount;
      } catch (error) {
        const code = sqlStateOf(error);
        outcome = code === '42501' ? 'denied' : `error:${code ?? 'unknown'}`;
      }
      throw new Rollback(outcome);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
  throw new Error('unreachable');
}

/** The SQLSTATE and message of a failing promise (fails the test when it resolves). */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: sqlStateOf(error) ?? 'unknown', message: (error as Error).message };
  }
  throw new Error('expected a database error, but the call succeeded');
}
