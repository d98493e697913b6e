/**
 * SQL text helpers. Values NEVER go into SQL text: they are bound through `SqlParams`.
 * Identifiers reach `ident` only after being found in the schema cache; quoting them fully
 * anyway (doubling `"`) makes even a cache bug unable to break out of the identifier.
 */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table or function of the exposed schema. */
export function qualified(name: string): string {
  return `"public".${ident(name)}`;
}

/** Collects bound values and hands out their placeholders ($1, $2, ...). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
