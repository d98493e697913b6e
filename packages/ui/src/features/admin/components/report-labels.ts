// How Admin > Denúncias names a report's status and its code.
import type { ReportRow, ReportStatus } from '@qrlink/data/moderation/list-reports';

/** The status filter: one choice per status, and every status. */
export const STATUS_FILTERS = [
  { value: 'open', label: 'Abertas' },
  { value: 'resolved', label: 'Resolvidas' },
  { value: 'dismissed', label: 'Dispensadas' },
  { value: 'all', label: 'Todas' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const STATUS_BADGES: Record<ReportStatus, { label: string; color: string }> = {
  open: { label: 'Aberta', color: 'blue.9' },
  resolved: { label: 'Resolvida', color: 'teal.9' },
  dismissed: { label: 'Dispensada', color: 'gray.7' },
};

/** 'link' or 'QR Code', as the sentences about a row say it. */
export function codeNoun(row: Pick<ReportRow, 'kind'>): 'link' | 'QR Code' {
  return row.kind === 'qr' ? 'QR Code' : 'link';
}

/** The code as people see it: `/s/promo`, or a QR code's id shortened (`QR 6f1c1f0e…`). */
export function codeLabel(row: Pick<ReportRow, 'kind' | 'code_key'>): string {
  return row.kind === 'qr' ? `QR ${row.code_key.slice(0, 8)}…` : `/s/${row.code_key}`;
}
