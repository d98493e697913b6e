// The three date formats of the screens (docs/product/calls-errors-and-constants.md, "Constants").
// Missing or invalid dates give ''.
import { type DateInput, type ZoneOptions, zoned } from './dayjs-pt-br';

function format(
  pattern: string,
  input: DateInput | null | undefined,
  options?: ZoneOptions,
): string {
  return zoned(input, options)?.format(pattern) ?? '';
}

/** dd/MM/yyyy */
export function formatDate(input: DateInput | null | undefined, options?: ZoneOptions): string {
  return format('DD/MM/YYYY', input, options);
}

/** dd/MM/yyyy HH:mm */
export function formatDateTime(input: DateInput | null | undefined, options?: ZoneOptions): string {
  return format('DD/MM/YYYY HH:mm', input, options);
}

/** dd/MM/yyyy HH:mm:ss (the click log) */
export function formatDateTimeSeconds(
  input: DateInput | null | undefined,
  options?: ZoneOptions,
): string {
  return format('DD/MM/YYYY HH:mm:ss', input, options);
}

/** yyyy-MM-dd in the zone: the key analytics group a day by. */
export function toDayKey(input: DateInput, options?: ZoneOptions): string {
  return format('YYYY-MM-DD', input, options);
}
