import { type DateInput, zoned } from './dayjs-pt-br';

/** 'há 5 minutos', 'há um dia', 'em 2 horas' (pt-BR, with suffix); '' for an invalid date. */
export function formatRelative(
  input: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  const value = zoned(input);
  const reference = zoned(now);
  if (!value || !reference) return '';
  return value.from(reference);
}
