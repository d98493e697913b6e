// The QR click analysis' 'Exportar': every scan matching the filters, paged through with
// list_qr_scans like the list itself, as a CSV.
import { scansToCsv } from '@qrlink/core/analytics/export-csv';
import { listQrScans, type ScanFilters, type ScanListRow } from './list-qr-scans';

const EXPORT_PAGE = 1000;

/** Every scan matching the filters as an Excel-friendly pt-BR CSV (BOM, ';', CRLF). */
export async function exportQrScansCsv(filters: ScanFilters): Promise<string> {
  const rows: ScanListRow[] = [];
  for (let page = 0; ; page += 1) {
    const batch = await listQrScans(filters, page, EXPORT_PAGE);
    rows.push(...batch.rows);
    if (batch.rows.length < EXPORT_PAGE || rows.length >= batch.total) break;
  }
  return scansToCsv(
    rows.map((row) => ({
      id: row.id,
      scanned_at: row.scanned_at,
      user_agent: row.user_agent,
      qr_codes: { id: row.qr_code_id, target_url: row.target_url },
    })),
  );
}
