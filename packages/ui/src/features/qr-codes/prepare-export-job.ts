// The batch export's job, built in the page: every matching code (paged through the API, which
// answers at most 1,000 rows a call), and each distinct logo fetched and decoded once. A logo
// that cannot be loaded does not stop the export: its codes fail with the reason.
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import { listQrCodes, type QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import type { ExportJob } from '@/lib/platform/bridge-contract';
import { loadExportLogo } from './load-logo';

const PAGE_SIZE = 1000;
export const LOGO_FAILED = 'Falha ao buscar logo';

/** The list's search and folder and tag filters. */
export interface ExportFilter {
  search: string;
  folderId?: string;
  tagId?: string;
}

export async function listAllQrCodes(userId: string, filter: ExportFilter): Promise<QrCodeRow[]> {
  const rows: QrCodeRow[] = [];
  for (let page = 0; ; page += 1) {
    const result = await listQrCodes({ userId, ...filter, page, pageSize: PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length < PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

export interface PrepareProgress {
  logosDone: number;
  logosTotal: number;
}

export async function prepareExportJob(
  rows: readonly QrCodeRow[],
  options: {
    origin: string;
    includeSvg: boolean;
    onProgress?: (progress: PrepareProgress) => void;
  },
): Promise<ExportJob> {
  const urls = [...new Set(rows.flatMap((row) => (row.logo_url ? [row.logo_url] : [])))];
  const ids = new Map(urls.map((url, index) => [url, `logo-${index + 1}`]));
  const job: ExportJob = { codes: [], logos: [], logoFailures: [], includeSvg: options.includeSvg };
  let done = 0;
  for (const url of urls) {
    const id = ids.get(url) ?? '';
    try {
      job.logos.push(await loadExportLogo(id, url));
    } catch {
      job.logoFailures.push({ id, reason: LOGO_FAILED });
    }
    done += 1;
    options.onProgress?.({ logosDone: done, logosTotal: urls.length });
  }
  job.codes = rows.map((row) => ({
    id: row.id,
    targetUrl: row.target_url,
    dynamicUrl: dynamicQrUrl(options.origin, row.id),
    fgColor: row.fg_color,
    bgColor: row.bg_color,
    logoId: row.logo_url ? (ids.get(row.logo_url) ?? null) : null,
    scanCount: row.scan_count,
    createdAt: row.created_at,
  }));
  return job;
}
