import { describe, expect, it } from 'vitest';
import { FailedKeyLookups } from './failed-key-lookups';

describe('FailedKeyLookups', () => {
  it('blocks an address after its allowance of failures, until its minute is over', () => {
    const lookups = new FailedKeyLookups(3);
    const start = 1_000_000;
    for (let i = 0; i < 3; i += 1) {
      expect(lookups.secondsBlocked('1.2.3.4', start + i)).toBe(0);
      lookups.record('1.2.3.4', start + i);
    }
    expect(lookups.secondsBlocked('1.2.3.4', start + 10)).toBe(60);
    expect(lookups.secondsBlocked('1.2.3.4', start + 59_500)).toBe(1);
    expect(lookups.secondsBlocked('5.6.7.8', start + 10)).toBe(0);
    expect(lookups.secondsBlocked('1.2.3.4', start + 60_000)).toBe(0);
    lookups.record('1.2.3.4', start + 60_000);
    expect(lookups.secondsBlocked('1.2.3.4', start + 60_001)).toBe(0);
  });
});
