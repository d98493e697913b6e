import { describe, expect, it } from 'vitest';
import { FailureWindows } from './failure-windows';

describe('FailureWindows', () => {
  it('blocks a key after its allowance of failures, until its window is over', () => {
    const lookups = new FailureWindows(3, 60_000);
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

  it('starts a key over once forgotten', () => {
    const windows = new FailureWindows(2, 900_000);
    windows.record('ana@example.com', 0);
    windows.forget('ana@example.com');
    windows.record('ana@example.com', 1);
    expect(windows.secondsBlocked('ana@example.com', 2)).toBe(0);
    windows.record('ana@example.com', 3);
    expect(windows.secondsBlocked('ana@example.com', 4)).toBe(900);
  });
});
