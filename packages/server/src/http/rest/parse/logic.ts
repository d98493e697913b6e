/**
 * Logic trees: `or=(a.eq.1,and(b.gt.2,c.is.null))`, `and=(...)`, `not.or=(...)`.
 *   tree := "(" cond ("," cond)* ")"
 *   cond := ["not."] ("and" | "or") tree | column "." ["not."] op "." value
 * A value is a double-quoted string, an in-list, or raw text up to "," or ")".
 */
import type { Condition, LogicTree } from './ast';
import { makeFilter, parseInList, parseOperator } from './filter';
import { Scanner } from './scanner';

const MAX_DEPTH = 8;

function parseCondition(s: Scanner, depth: number): Condition {
  const start = s.pos;
  const negated = s.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (s.startsWith(`${op}(`)) {
      s.pos += op.length;
      return parseTree(s, op, negated, depth + 1);
    }
  }
  s.pos = start;
  const column = s.identifier();
  if (s.startsWith('->')) s.fail('JSON paths ("->") are not supported');
  s.expect('.');
  const filter = parseOperator(s);
  let raw: string | string[];
  if (filter.op === 'in') raw = parseInList(s);
  else if (s.peek() === '"') raw = s.quoted();
  else raw = s.until(',)');
  return makeFilter(column, filter.negated, filter.op, raw);
}

function parseTree(s: Scanner, op: 'and' | 'or', negated: boolean, depth: number): LogicTree {
  if (depth > MAX_DEPTH) s.fail('logic tree is nested too deeply');
  s.expect('(');
  if (s.peek() === ')') s.fail('a logic tree needs at least one condition');
  const children = [parseCondition(s, depth)];
  while (s.eat(',')) children.push(parseCondition(s, depth));
  s.expect(')');
  return { kind: 'logic', op, negated, children };
}

/** `key` is `or`, `and`, `not.or` or `not.and`; `text` the parameter's value. */
export function parseLogic(key: string, text: string): LogicTree {
  const negated = key.startsWith('not.');
  const op = (negated ? key.slice(4) : key) as 'and' | 'or';
  const s = new Scanner(text, `the logic tree "${key}"`);
  const tree = parseTree(s, op, negated, 1);
  if (!s.done) s.fail(`unexpected "${s.peek()}"`);
  return tree;
}
