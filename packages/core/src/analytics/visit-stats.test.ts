import { describe, expect, it } from 'vitest';
import { visitStatsSchema } from './visit-stats';

const stats = {
  visits: 7,
  visitors: 5,
  bots: 1,
  days: [{ day: '2026-05-30', visits: 7, visitors: 5 }],
  device: [{ value: 'mobile', visits: 6 }],
  browser: [],
  os: [],
  country: [{ value: 'BR', visits: 7 }],
  city: [],
  referrer: [],
  destination: [{ value: 'https://exemplo.com.br/en', visits: 2 }],
};

describe('visitStatsSchema', () => {
  it("reads the database's aggregation as it is", () => {
    expect(visitStatsSchema.parse(stats)).toEqual(stats);
  });

  it('refuses counts that are not whole and days that are not calendar dates', () => {
    expect(visitStatsSchema.safeParse({ ...stats, visits: 1.5 }).success).toBe(false);
    expect(
      visitStatsSchema.safeParse({
        ...stats,
        days: [{ day: '30/05/2026', visits: 1, visitors: 1 }],
      }).success,
    ).toBe(false);
  });
});
