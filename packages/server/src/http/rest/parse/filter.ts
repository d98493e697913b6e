/**
 * One filter: `[not.]op.value` (e.g. `eq.5`, `not.is.null`, `in.(1,2,"a,b")`). PostgREST's
 * `*` wildcard in like/ilike becomes `%`. Operators outside the subset are refused by name.
 */
import { FILTER_OPS } from './ast';
import type { Filter, FilterOp, IsValue } from './ast';
import { Scanner } from './scanner';
import { parseError } from '../errors';

const KNOWN_ELSEWHERE = new Set([
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
]);
const IS_VALUES = new Set<string>(['null', 'true', 'false', 'unknown']);

/** `(a,b,"c,d")`: the in-list; the scanner must sit on "(". */
export function parseInList(s: Scanner): string[] {
  s.expect('(');
  const values: string[] = [];
  if (s.eat(')')) return values;
  for (;;) {
    values.push(s.peek() === '"' ? s.quoted() : s.until(',)'));
    if (s.eat(')')) return values;
    s.expect(',');
  }
}

/** Split `[not.]op.` off an expression; the scanner is left at the value. */
export function parseOperator(s: Scanner): { negated: boolean; op: FilterOp } {
  const negated = s.eat('not.');
  const op = s.until('.(');
  if (s.peek() === '(') s.fail(`operator modifiers such as "${op}(any)" are not supported`);
  if (!(FILTER_OPS as readonly string[]).includes(op)) {
    if (KNOWN_ELSEWHERE.has(op)) s.fail(`the operator "${op}" is not supported by this server`);
    s.fail(`unknown operator "${op}"`);
  }
  s.expect('.');
  return { negated, op: op as FilterOp };
}

/** Build the filter once operator and raw value are known (shared with logic trees). */
export function makeFilter(
  column: string,
  negated: boolean,
  op: FilterOp,
  raw: string | string[],
): Filter {
  if (op === 'in') {
    if (!Array.isArray(raw)) throw parseError(`"in" needs a list like in.(a,b) for ${column}`);
    return { kind: 'filter', column, negated, op, value: raw };
  }
  if (Array.isArray(raw)) throw parseError(`a list is only allowed with "in" (${column})`);
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!IS_VALUES.has(value))
      throw parseError(`"is" accepts null, true, false or unknown, not "${raw}" (${column})`);
    return { kind: 'filter', column, negated, op, value: value as IsValue };
  }
  const value = op === 'like' || op === 'ilike' ? raw.replaceAll('*', '%') : raw;
  return { kind: 'filter', column, negated, op, value };
}

/** A query-string filter `column=[not.]op.value`. */
export function parseFilter(column: string, text: string): Filter {
  const s = new Scanner(text, `the filter on ${column}`);
  const { negated, op } = parseOperator(s);
  if (op === 'in') {
    const list = parseInList(s);
    if (!s.done) s.fail('unexpected text after the list');
    return makeFilter(column, negated, op, list);
  }
  return makeFilter(column, negated, op, s.text.slice(s.pos));
}
