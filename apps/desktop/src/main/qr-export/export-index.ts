// The export's CSV index: one row per code written, with its files, destination (a static
// code's summary), dynamic URL (none for a static code), scans and creation date, in the CSV
// dialect of the app's other exports (Excel pt-BR).
import { toCsv } from '@qrlink/core/analytics/csv';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import type { ExportCode } from '@qrlink/ui/lib/platform/bridge-contract';

export const INDEX_FILE_NAME = 'qrcodes_indice.csv';

export interface IndexRow {
  code: ExportCode;
  png: string;
  svg: string | null;
}

export function exportIndexCsv(rows: readonly IndexRow[]): string {
  return toCsv(
    ['Arquivo PNG', 'Arquivo SVG', 'URL de Destino', 'URL Dinâmica', 'Scans', 'Criado em'],
    rows.map(({ code, png, svg }) => [
      png,
      svg ?? '',
      code.targetUrl,
      code.dynamicUrl ?? '',
      code.scanCount,
      formatDateTime(code.createdAt),
    ]),
  );
}
