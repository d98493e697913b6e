/**
 * PostgREST's error vocabulary: the codes supabase-js callers (and our data layer's error
 * mapper) read, with PostgREST's HTTP statuses.
 */
import { postgrestError } from '../shared/http-error';
import type { HttpError } from '../shared/http-error';

/** Anything we cannot parse or do not support: refused, never guessed at. */
export function parseError(message: string, details: string | null = null): HttpError {
  return postgrestError(400, 'PGRST100', message, details);
}

export function unknownTable(name: string): HttpError {
  return postgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
  );
}

export function unknownColumn(table: string, column: string): HttpError {
  return postgrestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function unknownBodyColumn(table: string, column: string): HttpError {
  return postgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singleRowError(rows: number): HttpError {
  return postgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}
