import { describe, expect, it } from 'vitest';
import type { ScanRow } from './analytics-types';
import { countByDay } from './count-by-day';
import { dateRangeBounds, filterScans } from './filter-scans';

const sp = { timeZone: 'America/Sao_Paulo' }; // UTC-3, no DST since 2019

function scan(
  id: string,
  scannedAt: string,
  userAgent: string | null,
  target = 'https://loja.com/promo',
): ScanRow {
  return {
    id,
    scanned_at: scannedAt,
    user_agent: userAgent,
    qr_codes: { id: 'q1', target_url: target },
  };
}

const scans = [
  scan('a', '2026-03-01T02:59:59.999Z', 'Mozilla iPhone'), // 28/02 23:59:59.999 in SP
  scan('b', '2026-03-01T03:00:00.000Z', 'Mozilla Android'), // 01/03 00:00 in SP
  scan('c', '2026-03-02T02:59:59.999Z', 'Chrome Windows', 'https://outra.com/BLACK'), // 01/03 23:59:59.999
  scan('d', '2026-03-02T03:00:00.000Z', null), // 02/03 00:00
  { id: 'e', scanned_at: '2026-03-01T12:00:00Z', user_agent: 'x', qr_codes: null },
];

describe('filterScans', () => {
  it('keeps the whole start and end days, to the millisecond, in the zone', () => {
    const ids = filterScans(scans, { startDate: '2026-03-01', endDate: '2026-03-01' }, sp).map(
      (s) => s.id,
    );
    expect(ids).toEqual(['b', 'c', 'e']);
    expect(filterScans(scans, { startDate: '2026-03-02' }, sp).map((s) => s.id)).toEqual(['d']);
    expect(filterScans(scans, { endDate: '2026-02-28' }, sp).map((s) => s.id)).toEqual(['a']);
  });

  it('searches target URL and user agent ignoring case, trimmed', () => {
    expect(filterScans(scans, { search: '  black ' }).map((s) => s.id)).toEqual(['c']);
    expect(filterScans(scans, { search: 'ANDROID' }).map((s) => s.id)).toEqual(['b']);
    expect(filterScans(scans, { search: 'loja.com' }).map((s) => s.id)).toEqual(['a', 'b', 'd']);
    expect(filterScans(scans, { search: '', startDate: '', endDate: null })).toHaveLength(5);
  });

  it('uses the local zone by default and ignores malformed dates', () => {
    const local = dateRangeBounds({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(local.from).toBe(new Date(2026, 2, 1).getTime());
    expect(local.to).toBe(new Date(2026, 2, 2).getTime() - 1);
    expect(dateRangeBounds({ startDate: '01/03/2026', endDate: 'x' })).toEqual({
      from: null,
      to: null,
    });
  });

  it('ends a daylight-saving day at 23:59:59.999 local time', () => {
    const ny = dateRangeBounds(
      { startDate: '2026-03-08', endDate: '2026-03-08' },
      { timeZone: 'America/New_York' },
    );
    expect(new Date(ny.from ?? 0).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(ny.to ?? 0).toISOString()).toBe('2026-03-09T03:59:59.999Z'); // 23-hour day
  });
});

describe('countByDay', () => {
  it('counts per zone day and fills the empty days', () => {
    expect(
      countByDay(['2026-03-01T02:00:00Z', '2026-03-01T04:00:00Z', '2026-03-04T15:00:00Z'], sp),
    ).toEqual([
      { day: '2026-02-28', count: 1 },
      { day: '2026-03-01', count: 1 },
      { day: '2026-03-02', count: 0 },
      { day: '2026-03-03', count: 0 },
      { day: '2026-03-04', count: 1 },
    ]);
  });

  it('extends to a requested range, handles no data and skips invalid timestamps', () => {
    expect(countByDay([], { from: '2026-01-30', to: '2026-02-01' })).toEqual([
      { day: '2026-01-30', count: 0 },
      { day: '2026-01-31', count: 0 },
      { day: '2026-02-01', count: 0 },
    ]);
    expect(countByDay([])).toEqual([]);
    expect(countByDay(['lixo', '2026-05-05T12:00:00Z'], { timeZone: 'UTC' })).toEqual([
      { day: '2026-05-05', count: 1 },
    ]);
  });
});
