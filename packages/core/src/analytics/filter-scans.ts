// The click-analysis filters (SPEC section 5): start date keeps scans on or after its 00:00,
// end date keeps them through its 23:59:59.999, both in the viewer's zone; the search is
// case-insensitive over the target URL and the user agent.
import { dayjs } from '../dates/dayjs-pt-br';
import type { ScanRow } from './analytics-types';

export interface ScanFilters {
  /** 'YYYY-MM-DD' from a date input, or '' / undefined for no bound. */
  startDate?: string | null;
  endDate?: string | null;
  search?: string | null;
}

export interface DayBoundsOptions {
  /** IANA zone; the runtime's local zone when omitted. */
  timeZone?: string;
}

function dayStart(date: string, timeZone: string | undefined) {
  return timeZone === undefined
    ? dayjs(date).startOf('day')
    : dayjs.tz(date, timeZone).startOf('day');
}

/** 'YYYY-MM-DD' of the following calendar day. */
function nextDate(date: string): string {
  return dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
}

/** [first ms, last ms] of the filters' date range; null for an open side. */
export function dateRangeBounds(
  filters: Pick<ScanFilters, 'startDate' | 'endDate'>,
  options: DayBoundsOptions = {},
): { from: number | null; to: number | null } {
  const valid = (value: string | null | undefined): value is string =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return {
    from: valid(filters.startDate) ? dayStart(filters.startDate, options.timeZone).valueOf() : null,
    // End of day = the next date's start minus 1 ms, so a 23- or 25-hour daylight-saving day
    // still ends at 23:59:59.999 local (dayjs's tz-aware add keeps the old offset).
    to: valid(filters.endDate)
      ? dayStart(nextDate(filters.endDate), options.timeZone).valueOf() - 1
      : null,
  };
}

/** True when `text` contains `search`, ignoring case. */
function includesIgnoringCase(text: string | null | undefined, search: string): boolean {
  return (text ?? '').toLocaleLowerCase('pt-BR').includes(search);
}

export function filterScans(
  scans: readonly ScanRow[],
  filters: ScanFilters,
  options: DayBoundsOptions = {},
): ScanRow[] {
  const { from, to } = dateRangeBounds(filters, options);
  const search = (filters.search ?? '').trim().toLocaleLowerCase('pt-BR');
  return scans.filter((scan) => {
    const at = Date.parse(scan.scanned_at);
    if (from !== null && !(at >= from)) return false;
    if (to !== null && !(at <= to)) return false;
    if (search === '') return true;
    return (
      includesIgnoringCase(scan.qr_codes?.target_url, search) ||
      includesIgnoringCase(scan.user_agent, search)
    );
  });
}
