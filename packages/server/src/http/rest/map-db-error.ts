/**
 * A Postgres error as PostgREST answers it: the same JSON (code, message, details, hint) and
 * the same HTTP status table, so supabase-js callers see hosted Supabase's behaviour.
 */
import { HttpError, postgrestError } from '../shared/http-error';
import type { DbRole } from '../shared/jwt';

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const BY_CODE: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  P0001: 400,
  // no_data_found: a row the caller named does not exist (a plan id, a client id...). A 404,
  // not the 500 of the rest of class P0: the caller asked for something that is not there.
  P0002: 404,
};

const BY_CLASS: Array<[string, number]> = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  // program_limit_exceeded (too many columns or arguments, statement too complex): the request
  // asked for too much, so a 413 as in PostgREST, never a 500.
  ['54', 413],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
];

export function statusForSqlState(code: string, role: DbRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // RAISE ... USING ERRCODE = 'PT404' picks the HTTP status itself, as in PostgREST.
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  const exact = BY_CODE[code];
  if (exact !== undefined) return exact;
  for (const [prefix, status] of BY_CLASS) if (code.startsWith(prefix)) return status;
  return 400;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

// The database cannot be reached: PostgREST answers 503 PGRST001 so clients retry later.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const CONNECTION_MESSAGE =
  /connection terminated|client has encountered a connection error|after calling end on the pool/i;

/** Turn whatever the database threw into the HTTP answer; non-database errors pass through. */
export function mapDbError(error: unknown, role: DbRole): unknown {
  if (error instanceof HttpError) return error;
  const pg = error as PgErrorLike;
  const unreachable =
    (typeof pg?.code === 'string' && CONNECTION_CODES.has(pg.code)) ||
    (typeof pg?.message === 'string' && CONNECTION_MESSAGE.test(pg.message));
  if (unreachable) {
    return postgrestError(503, 'PGRST001', 'Database client error. Retrying the connection.');
  }
  if (!pg || typeof pg.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return error;
  const status = statusForSqlState(pg.code, role);
  return postgrestError(
    status,
    pg.code,
    text(pg.message) ?? 'database error',
    text(pg.detail),
    text(pg.hint),
  );
}
