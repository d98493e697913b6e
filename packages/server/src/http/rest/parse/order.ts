/** `order=col[.asc|.desc][.nullsfirst|.nullslast],...`; ordering by embedded columns is refused. */
import type { OrderTerm } from './ast';
import { Scanner } from './scanner';

export function parseOrder(text: string): OrderTerm[] {
  const s = new Scanner(text, 'the order parameter');
  const terms: OrderTerm[] = [];
  do {
    const term: OrderTerm = { column: s.identifier() };
    if (s.peek() === '(') s.fail('ordering by an embedded resource is not supported');
    if (s.startsWith('->')) s.fail('JSON paths ("->") are not supported');
    while (s.eat('.')) {
      const word = s.identifier();
      if ((word === 'asc' || word === 'desc') && !term.direction) term.direction = word;
      else if (word === 'nullsfirst' && !term.nulls) term.nulls = 'first';
      else if (word === 'nullslast' && !term.nulls) term.nulls = 'last';
      else s.fail(`unexpected "${word}" (expected asc, desc, nullsfirst or nullslast)`);
    }
    terms.push(term);
  } while (s.eat(','));
  if (!s.done) s.fail(`unexpected "${s.peek()}"`);
  return terms;
}
