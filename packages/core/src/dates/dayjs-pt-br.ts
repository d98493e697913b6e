// One configured dayjs: plugins registered once, pt-br loaded but never made the global
// default (other code may rely on dayjs's own default), so every call asks for it.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export type DateInput = Date | string | number;

export interface ZoneOptions {
  /** IANA zone such as 'America/Sao_Paulo'; the runtime's local zone when omitted. */
  timeZone?: string;
}

/** A pt-br dayjs in the requested zone, or null for a missing or invalid date. */
export function zoned(
  input: DateInput | null | undefined,
  options: ZoneOptions = {},
): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const value = dayjs(input);
  if (!value.isValid()) return null;
  const inZone = options.timeZone === undefined ? value : value.tz(options.timeZone);
  return inZone.locale('pt-br');
}

export { dayjs };
