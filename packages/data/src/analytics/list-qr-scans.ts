// The QR click analysis: the user's scans filtered by code, dates and text, newest first, a
// page at a time (list_qr_scans filters and counts in the database). The CSV export
// (export-qr-scans-csv.ts) pages through every matching row the same way.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LIST_SCANS_ERROR = {
  title: 'Erro ao buscar dados de cliques',
  message: 'Não foi possível carregar os scans.',
};

export interface ScanFilters {
  qrCodeId?: string | undefined;
  /** Whose codes, without qrCodeId: a workspace's (absent: the user's personal one). */
  workspaceId?: string | undefined;
  /** 'YYYY-MM-DD': scans from the start of that day (the browser's time zone). */
  from?: string | null;
  /** 'YYYY-MM-DD': scans up to 23:59:59.999 of that day. */
  to?: string | null;
  /** Part of the target URL or of the user agent, any case. */
  search?: string;
}

const scanSchema = z.object({
  id: z.coerce.string(),
  scanned_at: z.string(),
  user_agent: z.string().nullable(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  qr_code_id: z.string(),
  target_url: z.string(),
  total_count: z.coerce.number(),
});

export type ScanListRow = Omit<z.infer<typeof scanSchema>, 'total_count'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instants a pair of calendar days covers, whole days included. */
function dayBounds(from?: string | null, to?: string | null) {
  return {
    from: from && DAY.test(from) ? new Date(`${from}T00:00:00`).toISOString() : undefined,
    to: to && DAY.test(to) ? new Date(`${to}T23:59:59.999`).toISOString() : undefined,
  };
}

export async function listQrScans(
  filters: ScanFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ScanListRow[]; total: number }> {
  try {
    const supabase = await getSupabase();
    const bounds = dayBounds(filters.from, filters.to);
    const { data, error } = await supabase.rpc('list_qr_scans', {
      ...(filters.qrCodeId ? { p_qr_code_id: filters.qrCodeId } : {}),
      ...(filters.workspaceId ? { p_workspace: filters.workspaceId } : {}),
      ...(bounds.from ? { p_from: bounds.from } : {}),
      ...(bounds.to ? { p_to: bounds.to } : {}),
      ...(filters.search?.trim() ? { p_search: filters.search.trim() } : {}),
      p_limit: pageSize,
      p_offset: page * pageSize,
    });
    if (error) throw error;
    const rows = z.array(scanSchema).parse(data);
    return {
      rows: rows.map(({ total_count: _total, ...row }) => row),
      total: rows[0]?.total_count ?? 0,
    };
  } catch (error) {
    throw toAppError(error, LIST_SCANS_ERROR);
  }
}
