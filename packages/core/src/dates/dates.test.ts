import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, toDayKey } from './format-date';
import { formatRelative } from './format-relative';

const instant = '2026-01-05T02:30:15.000Z';

describe('date formats', () => {
  it('formats in a given time zone', () => {
    const sp = { timeZone: 'America/Sao_Paulo' };
    expect(formatDate(instant, sp)).toBe('04/01/2026');
    expect(formatDateTime(instant, sp)).toBe('04/01/2026 23:30');
    expect(formatDateTimeSeconds(instant, sp)).toBe('04/01/2026 23:30:15');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('05/01/2026 02:30');
    expect(formatDate(instant, { timeZone: 'Asia/Tokyo' })).toBe('05/01/2026');
    expect(toDayKey(instant, sp)).toBe('2026-01-04');
  });

  it('formats in the local zone by default and accepts Date and epoch input', () => {
    const date = new Date(2026, 11, 31, 8, 5, 9);
    expect(formatDate(date)).toBe('31/12/2026');
    expect(formatDateTime(date.getTime())).toBe('31/12/2026 08:05');
    expect(formatDateTimeSeconds(date)).toBe('31/12/2026 08:05:09');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('ontem')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('speaks pt-BR with a suffix', () => {
    expect(formatRelative(ago(5 * 60_000), now)).toBe('há 5 minutos');
    expect(formatRelative(ago(10_000), now)).toBe('há poucos segundos');
    expect(formatRelative(ago(60 * 60_000), now)).toBe('há uma hora');
    expect(formatRelative(ago(3 * 86_400_000), now)).toBe('há 3 dias');
    expect(formatRelative(ago(-2 * 3_600_000), now)).toBe('em 2 horas');
  });

  it('defaults to now and handles invalid input', () => {
    expect(formatRelative(new Date())).toMatch(/^há /);
    expect(formatRelative('x', now)).toBe('');
  });
});
