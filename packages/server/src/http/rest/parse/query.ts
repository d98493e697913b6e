/**
 * The query string of a /rest/v1 request into a ParsedQuery. Every key is either a known
 * parameter, a logic tree, or a column filter; anything else (dotted keys such as
 * `rel.order`, which address embedded resources) is refused.
 */
import type { Condition, ParsedQuery } from './ast';
import { parseFilter } from './filter';
import { parseLogic } from './logic';
import { parseOrder } from './order';
import { parseSelect } from './select';
import { Scanner } from './scanner';
import { parseError } from '../errors';

const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);
const SINGLE_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function nonNegativeInt(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw parseError(`"${key}" must be a non-negative integer, not "${value}"`);
  return Number(value);
}

/** `"a","b"` or `a,b`: a list of plain or quoted names. */
function parseNameList(key: string, value: string): string[] {
  const s = new Scanner(value, `the ${key} parameter`);
  const names = [s.identifier()];
  while (s.eat(',')) names.push(s.identifier());
  if (!s.done) s.fail(`unexpected "${s.peek()}"`);
  return names;
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], where: [], order: [] };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (SINGLE_KEYS.has(key)) {
      if (seen.has(key)) throw parseError(`"${key}" may appear only once`);
      seen.add(key);
    }
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = nonNegativeInt(key, value);
    else if (key === 'offset') query.offset = nonNegativeInt(key, value);
    else if (key === 'columns') query.columns = parseNameList(key, value);
    else if (key === 'on_conflict') query.onConflict = parseNameList(key, value);
    else if (LOGIC_KEYS.has(key)) query.where.push(parseLogic(key, value));
    else query.where.push(columnFilter(key, value));
  }
  return query;
}

function columnFilter(key: string, value: string): Condition {
  if (key.includes('->')) throw parseError(`JSON path filters are not supported ("${key}")`);
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(key)) {
    throw parseError(
      `"${key}" is not a column filter this server supports`,
      'filters, ordering and limits on embedded resources are not supported',
    );
  }
  return parseFilter(key, value);
}
