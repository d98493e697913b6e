/** The parsed form of a PostgREST request: what the SQL builders accept, nothing more. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      /** `rel!hint`: a foreign key name or a column naming the relationship. */
      hint?: string;
      inner: boolean;
      items: SelectItem[];
    };

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export type IsValue = 'null' | 'true' | 'false' | 'unknown';

export type Filter =
  | { kind: 'filter'; column: string; negated: boolean; op: 'in'; value: string[] }
  | { kind: 'filter'; column: string; negated: boolean; op: 'is'; value: IsValue }
  | {
      kind: 'filter';
      column: string;
      negated: boolean;
      op: Exclude<FilterOp, 'in' | 'is'>;
      value: string;
    };

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert/upsert. */
  columns?: string[];
  /** `on_conflict=` of an upsert. */
  onConflict?: string[];
}
