import { describe, expect, it } from 'vitest';
import { hourlyLimit } from './hourly-limit';

const HOUR = 60 * 60 * 1000;

describe('hourlyLimit', () => {
  it('lets each key through max times an hour, then refuses it until its hour ends', () => {
    const limit = hourlyLimit(2);
    expect([limit.take('a', 0), limit.take('a', 1), limit.take('a', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    // Another caller has its own count.
    expect(limit.take('b', 3)).toBe(true);
    expect(limit.take('a', HOUR - 1)).toBe(false);
    expect(limit.take('a', HOUR)).toBe(true);
  });

  it('forgets windows that ended, so its memory follows the callers of the last hour', () => {
    const limit = hourlyLimit(1);
    for (let i = 0; i < 1000; i += 1) limit.take(`ip-${i}`, 0);
    // A sweep an hour later starts every old key afresh.
    expect(limit.take('ip-1', HOUR + 1)).toBe(true);
    expect(limit.take('ip-1', HOUR + 2)).toBe(false);
  });
});
