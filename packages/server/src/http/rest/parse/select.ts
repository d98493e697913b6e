/**
 * `select=` grammar (the part this app uses):
 *   list  := item ("," item)*
 *   item  := "*" | [alias ":"] name [ "!" hint ]* [ "(" list ")" ]
 * Embedded resources are `name(list)`; hints are `inner`, `left`, or a foreign key / column
 * naming the relationship. Casts (`::`), JSON paths (`->`), spreads (`...`) and aggregates are
 * refused rather than misread.
 * A list is bounded: the app's longest names a dozen columns, while 2,000 of them used to reach
 * Postgres and fail there (54011, at most 1,664 columns per select) as a 500.
 */
import { parseError } from '../errors';
import type { SelectItem } from './ast';
import { Scanner } from './scanner';

const MAX_DEPTH = 8;
/** Columns, `*` and embedded resources together, at every level of embedding. */
export const MAX_SELECT_ITEMS = 100;
export const MAX_SELECT_LENGTH = 4096;

/** Items parsed so far in one select parameter. */
interface Budget {
  items: number;
}

function refuseUnsupported(s: Scanner): void {
  if (s.startsWith('::')) s.fail('casts ("::") are not supported');
  if (s.startsWith('->')) s.fail('JSON paths ("->") are not supported');
  if (s.startsWith('...')) s.fail('spread embeddings ("...") are not supported');
}

function parseItem(s: Scanner, depth: number, budget: Budget): SelectItem {
  budget.items += 1;
  if (budget.items > MAX_SELECT_ITEMS) {
    throw parseError(
      `O parâmetro select pede itens demais: no máximo ${MAX_SELECT_ITEMS} colunas e recursos incorporados.`,
    );
  }
  refuseUnsupported(s);
  if (s.eat('*')) return { kind: 'star' };
  let name = s.identifier();
  let alias: string | undefined;
  if (s.peek() === ':' && !s.startsWith('::')) {
    s.pos++;
    alias = name;
    refuseUnsupported(s);
    name = s.identifier();
  }
  refuseUnsupported(s);
  let hint: string | undefined;
  let inner = false;
  let hinted = false;
  while (s.eat('!')) {
    hinted = true;
    const word = s.identifier();
    if (word === 'inner') inner = true;
    else if (word === 'left') inner = false;
    else if (hint === undefined) hint = word;
    else s.fail('only one relationship hint is allowed');
  }
  if (s.eat('(')) {
    if (depth >= MAX_DEPTH) s.fail('embedding is nested too deeply');
    if (s.peek() === ')') s.fail('an embedded resource needs at least one column');
    const items = parseList(s, depth + 1, budget);
    s.expect(')');
    return {
      kind: 'embed',
      relation: name,
      inner,
      items,
      ...(alias !== undefined ? { alias } : {}),
      ...(hint !== undefined ? { hint } : {}),
    };
  }
  if (hinted) s.fail('a "!" hint is only allowed on an embedded resource');
  refuseUnsupported(s);
  return { kind: 'column', name, ...(alias !== undefined ? { alias } : {}) };
}

function parseList(s: Scanner, depth: number, budget: Budget): SelectItem[] {
  const items = [parseItem(s, depth, budget)];
  while (s.eat(',')) items.push(parseItem(s, depth, budget));
  return items;
}

/** supabase-js strips whitespace outside quotes; hand-written URLs may still carry some. */
function stripSpaces(text: string): string {
  let out = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (quoted || !/\s/.test(ch)) out += ch;
  }
  return out;
}

export function parseSelect(text: string): SelectItem[] {
  if (text.length > MAX_SELECT_LENGTH) {
    throw parseError(
      `O parâmetro select é longo demais: no máximo ${MAX_SELECT_LENGTH} caracteres.`,
    );
  }
  const s = new Scanner(stripSpaces(text), 'the select parameter');
  if (s.done) return [{ kind: 'star' }];
  const items = parseList(s, 0, { items: 0 });
  if (!s.done) s.fail(`unexpected "${s.peek()}"`);
  return items;
}
