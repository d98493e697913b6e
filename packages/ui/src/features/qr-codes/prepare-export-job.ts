// The batch export's job, built in the page: every matching code (paged through the API, which
// answers at most 1,000 rows a call) with its saved design and what it encodes, and each
// distinct logo fetched and decoded once, at the largest size its codes draw it. A logo that
// cannot be loaded does not stop the export: its codes fail with the reason.
import { printedOrigin } from '@qrlink/core/domains/custom-domain';
import { DOWNLOAD_SIZE } from '@qrlink/core/constants';
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import { listQrCodes, type QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';
import type { ExportJob } from '@/lib/platform/bridge-contract';
import { loadExportLogo } from '@/lib/qr/load-logo';
import { isDynamicQr, savedQrDesign, savedQrLabel } from '@qrlink/core/qr/saved-qr';

const PAGE_SIZE = 1000;
const LOGO_FAILED = 'Falha ao buscar logo';

/** The list's workspace, search and folder and tag filters. */
export interface ExportFilter {
  workspaceId?: string | undefined;
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
    /** The workspace's own domains by id: a code printed on one is exported with its address. */
    domainNames?: ReadonlyMap<string, string>;
    includeSvg: boolean;
    onProgress?: (progress: PrepareProgress) => void;
  },
): Promise<ExportJob> {
  const designs = new Map(rows.map((row) => [row.id, savedQrDesign(row)]));
  // Each logo is reduced once, to the largest logo box among the codes that draw it.
  const logoSides = new Map<string, number>();
  for (const row of rows) {
    if (!row.logo_url) continue;
    const side = Math.round(DOWNLOAD_SIZE * (designs.get(row.id)?.logo.scale ?? 0));
    logoSides.set(row.logo_url, Math.max(side, logoSides.get(row.logo_url) ?? 0));
  }
  const urls = [...logoSides.keys()];
  const ids = new Map(urls.map((url, index) => [url, `logo-${index + 1}`]));
  const job: ExportJob = { codes: [], logos: [], logoFailures: [], includeSvg: options.includeSvg };
  let done = 0;
  for (const url of urls) {
    const id = ids.get(url) ?? '';
    try {
      job.logos.push(await loadExportLogo(id, url, logoSides.get(url)));
    } catch {
      job.logoFailures.push({ id, reason: LOGO_FAILED });
    }
    done += 1;
    options.onProgress?.({ logosDone: done, logosTotal: urls.length });
  }
  job.codes = rows.map((row) => ({
    id: row.id,
    targetUrl: savedQrLabel(row),
    dynamicUrl: isDynamicQr(row)
      ? dynamicQrUrl(
          printedOrigin(options.origin, row.domain_id && options.domainNames?.get(row.domain_id)),
          row.id,
        )
      : null,
    payload: isDynamicQr(row) ? null : row.payload,
    fgColor: row.fg_color,
    bgColor: row.bg_color,
    design: designs.get(row.id),
    logoId: row.logo_url ? (ids.get(row.logo_url) ?? null) : null,
    scanCount: row.scan_count,
    createdAt: row.created_at,
  }));
  return job;
}
