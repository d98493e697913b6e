import { describe, expect, it } from 'vitest';
import {
  LOGO_MAX_BYTES,
  PREVIEW_SIZE,
  SCAN_MILESTONES,
  SHORT_CODE_ALPHABET,
  YEARLY_DISCOUNT,
} from './constants';

describe('constants', () => {
  it('keeps the preview default on the slider grid', () => {
    expect(PREVIEW_SIZE.default).toBeGreaterThanOrEqual(PREVIEW_SIZE.min);
    expect(PREVIEW_SIZE.default).toBeLessThanOrEqual(PREVIEW_SIZE.max);
    expect((PREVIEW_SIZE.default - PREVIEW_SIZE.min) % PREVIEW_SIZE.step).toBe(0);
    expect((PREVIEW_SIZE.max - PREVIEW_SIZE.min) % PREVIEW_SIZE.step).toBe(0);
  });

  it('expresses 2 MB in bytes and 30% as a fraction', () => {
    expect(LOGO_MAX_BYTES).toBe(2_097_152);
    expect(YEARLY_DISCOUNT).toBe(0.3);
  });

  it('lists milestones ascending and a 62-letter code alphabet without repeats', () => {
    expect([...SCAN_MILESTONES].sort((a, b) => a - b)).toEqual([...SCAN_MILESTONES]);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(62);
    expect(SHORT_CODE_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });
});
