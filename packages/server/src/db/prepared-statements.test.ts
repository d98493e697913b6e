import { describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements.mjs';

const statement = (sql: string) => ({ sql, params: [1] });

describe('the statements kept prepared for pipelines', () => {
  it('parses a statement once, then binds it by name; twice in one pipeline, parsed once', () => {
    const prepared = new PreparedStatements();
    const first = prepared.plan([statement('select $1'), statement('select $1 + 1')]);
    expect(first.steps).toEqual([
      { name: 'q1', parse: true },
      { name: 'q2', parse: true },
    ]);
    prepared.done(first);
    const again = prepared.plan([statement('select $1 + 1'), statement('select $1 * 2')]);
    expect(again.steps).toEqual([
      { name: 'q2', parse: false },
      { name: 'q3', parse: true },
    ]);
    prepared.done(again);
    const twice = prepared.plan([statement('select $1 - 1'), statement('select $1 - 1')]);
    expect(twice.steps).toEqual([
      { name: 'q4', parse: true },
      { name: 'q4', parse: false },
    ]);
    expect(twice.closing).toEqual([]);
  });

  it('never reuses what a failed pipeline prepared: closed with the next, its text parsed anew', () => {
    const prepared = new PreparedStatements();
    prepared.done(prepared.plan([statement('select $1')]));
    const failed = prepared.plan([statement('select $1'), statement('select broken $1')]);
    prepared.failed(failed);
    const next = prepared.plan([statement('select broken $1')]);
    expect(next.closing).toEqual(['q2']);
    expect(next.steps).toEqual([{ name: 'q3', parse: true }]);
    // The statement the failed pipeline only bound is still kept.
    expect(prepared.plan([statement('select $1')]).steps).toEqual([{ name: 'q1', parse: false }]);
    // A pipeline that failed before closing what it was to close hands that on too.
    prepared.failed(next);
    expect(prepared.plan([statement('select $1')]).closing).toEqual(['q2', 'q3']);
  });

  it('keeps the most recently used up to its limit and closes the rest with the next pipeline', () => {
    const prepared = new PreparedStatements(2);
    prepared.done(prepared.plan([statement('a $1'), statement('b $1')]));
    prepared.done(prepared.plan([statement('a $1')])); // a used after b
    prepared.done(prepared.plan([statement('c $1')]));
    expect(prepared.size).toBe(2);
    const next = prepared.plan([statement('a $1'), statement('b $1')]);
    expect(next.closing).toEqual(['q2']);
    expect(next.steps).toEqual([
      { name: 'q1', parse: false },
      { name: 'q4', parse: true },
    ]);
  });

  it('forgets every statement at once, closing them all with the next pipeline', () => {
    const prepared = new PreparedStatements();
    prepared.done(prepared.plan([statement('a $1'), statement('b $1')]));
    prepared.forgetAll();
    expect(prepared.size).toBe(0);
    const next = prepared.plan([statement('a $1')]);
    expect(next.closing).toEqual(['q1', 'q2']);
    expect(next.steps).toEqual([{ name: 'q3', parse: true }]);
  });
});
