import { describe, expect, it } from 'vitest';
import { demoVisits, seededRandom } from './demo-visits';

describe('demoVisits', () => {
  it('spreads visits over the last 60 days, deterministically, with a few bots', () => {
    const now = Date.UTC(2026, 0, 31);
    const visits = demoVisits(400, seededRandom(1), now);
    expect(demoVisits(400, seededRandom(1), now)).toEqual(visits);
    const ages = visits.map((visit) => (now - visit.at.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(40);
    const bots = visits.filter((visit) => visit.isBot).length;
    expect(bots).toBeGreaterThan(5);
    expect(bots).toBeLessThan(60);
    expect(new Set(visits.map((visit) => visit.device))).toEqual(
      new Set(['mobile', 'tablet', 'desktop', 'bot']),
    );
    expect(visits.every((visit) => (visit.device === 'bot') === visit.isBot)).toBe(true);
    expect(new Set(visits.map((visit) => visit.country)).size).toBeGreaterThan(1);
  });
});
