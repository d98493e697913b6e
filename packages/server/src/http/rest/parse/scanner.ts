/**
 * A tiny cursor over a PostgREST expression, shared by the select, filter and logic parsers.
 * Every failure is a PGRST100 naming the input and the position, so a caller sees what broke.
 */
import { parseError } from '../errors';

export class Scanner {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expected "${s}"`);
  }

  fail(why: string): never {
    throw parseError(
      `"failed to parse ${this.what}" (${this.text})`,
      `${why} at position ${this.pos + 1}`,
    );
  }

  /** An identifier: letters, digits, `_` and `$`, or a double-quoted name. */
  identifier(): string {
    if (this.peek() === '"') return this.quoted();
    const match = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(this.text.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  /** A double-quoted string; `\"` and `\\` escape. */
  quoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) this.fail('unterminated quoted string');
      this.pos++;
      if (ch === '"') return out;
      if (ch === '\\') {
        const next = this.peek();
        if (next === undefined) this.fail('unterminated quoted string');
        out += next;
        this.pos++;
      } else {
        out += ch;
      }
    }
  }

  /** Raw text up to (not including) any of `stops` or the end. */
  until(stops: string): string {
    const start = this.pos;
    while (!this.done && !stops.includes(this.text[this.pos] as string)) this.pos++;
    return this.text.slice(start, this.pos);
  }
}
