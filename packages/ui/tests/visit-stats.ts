// A period's figures as the analytics screens read them, for their tests: no visits and empty
// breakdowns unless a test says otherwise.
import type { VisitStats } from '@qrlink/core/analytics/visit-stats';

export function visitStats(changes: Partial<VisitStats> = {}): VisitStats {
  return {
    visits: 0,
    visitors: 0,
    bots: 0,
    days: [],
    device: [],
    browser: [],
    os: [],
    country: [],
    city: [],
    referrer: [],
    destination: [],
    ...changes,
  };
}
