// Counts by device, browser, operating system, country and referrer, largest first.
import type { ClickRow, CountShare } from './analytics-types';
import { parseUserAgent, UNKNOWN } from './parse-user-agent';

export const DIRECT_REFERRER = 'Direto';

/** Group values into count and share, largest first (ties alphabetically, pt-BR). */
export function countShares(values: readonly string[]): CountShare[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const total = values.length;
  return [...counts.entries()]
    .map(([label, count]) => ({ label, count, share: total === 0 ? 0 : count / total }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'));
}

/** The referrer's host name ('www.google.com'), 'Direto' when there is none. */
export function referrerLabel(referrer: string | null | undefined): string {
  const text = (referrer ?? '').trim();
  if (text === '') return DIRECT_REFERRER;
  try {
    return new URL(text).hostname || text;
  } catch {
    return text;
  }
}

export type BreakdownDimension = 'device' | 'browser' | 'os' | 'country' | 'referrer';

/** Anything with a user agent (scans), plus the click-only fields when present. */
type Hit = Pick<ClickRow, 'user_agent'> & Partial<Pick<ClickRow, 'country' | 'referrer'>>;

export function breakdown(hits: readonly Hit[], dimension: BreakdownDimension): CountShare[] {
  return countShares(
    hits.map((hit) => {
      switch (dimension) {
        case 'country':
          return hit.country?.trim() || UNKNOWN;
        case 'referrer':
          return referrerLabel(hit.referrer);
        default:
          return parseUserAgent(hit.user_agent)[dimension];
      }
    }),
  );
}
