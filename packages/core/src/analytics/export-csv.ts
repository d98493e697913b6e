// The two analytics exports: QR scans (the click-analysis table) and short-link clicks (the
// click log), with the screens' pt-BR column names and date formats.
import { formatDate, formatDateTimeSeconds } from '../dates/format-date';
import type { ClickRow, ScanRow } from './analytics-types';
import { toCsv } from './csv';
import { describeUserAgent } from './parse-user-agent';

const DIRECT_REFERRER = 'Direto';

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

export interface ExportOptions {
  timeZone?: string;
}

export function scansToCsv(scans: readonly ScanRow[], options: ExportOptions = {}): string {
  return toCsv(
    ['QR Code (URL)', 'Data do Scan', 'Dispositivo (User Agent)', 'Dispositivo'],
    scans.map((scan) => [
      scan.qr_codes?.target_url ?? '',
      formatDateTimeSeconds(scan.scanned_at, options),
      scan.user_agent ?? '',
      describeUserAgent(scan.user_agent),
    ]),
  );
}

export function clicksToCsv(clicks: readonly ClickRow[], options: ExportOptions = {}): string {
  return toCsv(
    ['Data/Hora', 'IP', 'Dispositivo/Navegador', 'País', 'Cidade', 'Referência', 'User Agent'],
    clicks.map((click) => [
      formatDateTimeSeconds(click.clicked_at, options),
      click.ip_address ?? '',
      describeUserAgent(click.user_agent),
      click.country ?? '',
      click.city ?? '',
      referrerLabel(click.referrer),
      click.user_agent ?? '',
    ]),
  );
}

/** 'analise-qr-2026-01-31.csv' style names (date of the export, in the zone). */
export function csvFileName(
  prefix: string,
  now: Date = new Date(),
  options: ExportOptions = {},
): string {
  const [day, month, year] = formatDate(now, options).split('/');
  return `${prefix}-${year}-${month}-${day}.csv`;
}
