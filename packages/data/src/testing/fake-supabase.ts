// A stand-in for the few supabase-js calls the use cases make, for unit tests: each test sets
// the answers it needs and reads back what was called.
import { vi } from 'vitest';

export interface QueryCall {
  table: string;
  steps: [string, ...unknown[]][];
}

/** A chainable query builder that records its steps and resolves to `result`. */
function query(table: string, calls: QueryCall[], result: { data: unknown; error: unknown }) {
  const call: QueryCall = { table, steps: [] };
  calls.push(call);
  const builder: Record<string, unknown> = {};
  for (const step of [
    'select',
    'eq',
    'in',
    'is',
    'gt',
    'order',
    'limit',
    'maybeSingle',
    'single',
    'insert',
    'update',
    'delete',
  ]) {
    builder[step] = (...args: unknown[]) => {
      call.steps.push([step, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
    Promise.resolve(result).then(resolve, reject);
  return builder;
}

export function createFakeSupabase() {
  const calls: QueryCall[] = [];
  const tableResults = new Map<string, { data: unknown; error: unknown }>();
  const queued = new Map<string, { data: unknown; error: unknown }[]>();
  /** Files removed from storage, as `{bucket}/{path}`. */
  const removedFiles: string[] = [];
  const fake = {
    calls,
    removedFiles,
    /** Every query of `table` answers this (after any queued answers). */
    setTable(table: string, result: { data: unknown; error: unknown }) {
      tableResults.set(table, result);
    },
    /** The next queries of `table` answer these, one each, in order. */
    queueTable(table: string, ...results: { data: unknown; error: unknown }[]) {
      queued.set(table, [...(queued.get(table) ?? []), ...results]);
    },
    from: (table: string) =>
      query(
        table,
        calls,
        queued.get(table)?.shift() ?? tableResults.get(table) ?? { data: [], error: null },
      ),
    storage: {
      from: (bucket: string) => ({
        remove: vi.fn(async (paths: string[]) => {
          removedFiles.push(...paths.map((path) => `${bucket}/${path}`));
          return { data: [], error: null as unknown };
        }),
      }),
    },
    rpc: vi.fn(async (_fn: string, _args?: object) => ({
      data: null as unknown,
      error: null as unknown,
    })),
    functions: {
      invoke: vi.fn(async (_name: string, _options?: object) => ({
        data: null as unknown,
        error: null as unknown,
      })),
    },
    auth: {
      getSession: vi.fn(async () => ({
        data: { session: null as unknown },
        error: null as unknown,
      })),
      signOut: vi.fn(async (_options?: object) => ({ error: null as unknown })),
      signUp: vi.fn(async (_input: object) => ({
        data: { session: null as unknown },
        error: null as unknown,
      })),
    },
  };
  return fake;
}
