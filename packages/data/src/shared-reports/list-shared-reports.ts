// The shares of one code, link or page ('Compartilhar relatório'), newest first.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const sharedReportSchema = z.object({
  id: z.string(),
  token: z.string(),
  created_at: z.string(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** What a report shares: a QR code, a short link or a page. */
export type SharedReportKind = 'qr' | 'link' | 'page';

const TARGET_COLUMN: Record<SharedReportKind, string> = {
  qr: 'qr_code_id',
  link: 'short_link_id',
  page: 'page_id',
};

const LIST_SHARED_REPORTS_ERROR = {
  title: 'Erro ao carregar compartilhamentos',
  message: 'Não foi possível carregar os links deste relatório.',
};

export async function listSharedReports(kind: SharedReportKind, targetId: string) {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('shared_reports')
      .select('id, token, created_at')
      .eq(TARGET_COLUMN[kind], targetId)
      .order('created_at', { ascending: false });
    if (error) throw error;
    return z.array(sharedReportSchema).parse(data);
  } catch (error) {
    throw toAppError(error, LIST_SHARED_REPORTS_ERROR);
  }
}
