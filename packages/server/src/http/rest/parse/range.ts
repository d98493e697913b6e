/**
 * The `Range: <first>-<last>` header PostgREST also accepts for paging (supabase-js uses
 * offset/limit instead). Read into the same offset/limit, so it is honoured, never ignored.
 */
import type { ParsedQuery } from './ast';
import { parseError } from '../errors';

export function applyRangeHeader(query: ParsedQuery, header: string | undefined): void {
  if (header === undefined) return;
  const match = /^\s*(?:items=)?(\d{1,9})-(\d{1,9})?\s*$/.exec(header);
  if (!match) throw parseError(`Range "${header}" is not a range of rows like 0-9`);
  if (query.offset !== undefined || query.limit !== undefined) {
    throw parseError('use either the Range header or offset/limit, not both');
  }
  const first = Number(match[1]);
  query.offset = first;
  if (match[2] !== undefined) {
    const last = Number(match[2]);
    if (last < first) throw parseError(`Range "${header}" ends before it starts`);
    query.limit = last - first + 1;
  }
}
