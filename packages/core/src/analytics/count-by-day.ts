// Scans or clicks per calendar day, with the days that had none filled in as zero, so a
// chart's x axis is continuous.
import { dayjs } from '../dates/dayjs-pt-br';
import { toDayKey } from '../dates/format-date';

export interface DayCount {
  /** 'YYYY-MM-DD' in the zone. */
  day: string;
  count: number;
}

export interface CountByDayOptions {
  timeZone?: string;
  /** Include days from/to these 'YYYY-MM-DD' even when outside the data. */
  from?: string;
  to?: string;
}

export function countByDay(
  timestamps: readonly string[],
  options: CountByDayOptions = {},
): DayCount[] {
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  const counts = new Map<string, number>();
  for (const timestamp of timestamps) {
    const day = toDayKey(timestamp, zone);
    if (day !== '') counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys(), options.from, options.to].filter(
    (day): day is string => typeof day === 'string' && day !== '',
  );
  if (days.length === 0) return [];
  days.sort();
  const result: DayCount[] = [];
  // Walk calendar dates in UTC: day keys are zone-free labels, and UTC has no DST gaps.
  const last = days[days.length - 1] ?? '';
  for (let day = dayjs.utc(days[0]); !day.isAfter(dayjs.utc(last)); day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    result.push({ day: key, count: counts.get(key) ?? 0 });
  }
  return result;
}
