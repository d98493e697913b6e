// The public report behind a token (/r/:token), for anyone: the code's destination, or the
// page's title, address and buttons, and its analytics over a range, aggregated by the database
// (shared_report), never raw rows.
import { z } from 'zod';
import { pageStatsSchema } from '@qrlink/core/analytics/page-stats';
import { visitStatsSchema } from '@qrlink/core/analytics/visit-stats';
import { getSupabase } from '../client';
import { invalidPeriodError } from '../analytics/invalid-period';
import { AppError, toAppError } from '../errors';

const period = { created_at: z.string(), from: z.string(), to: z.string() };

export const sharedReportViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['qr', 'link']),
    destination: z.string(),
    short_path: z.string().nullable(),
    ...period,
    stats: visitStatsSchema.nullable(),
  }),
  z.object({
    kind: z.literal('page'),
    /** The page as its owner wrote it: its buttons name the taps (core's pageButtonLabels). */
    page: z.object({ kind: z.string(), slug: z.string(), title: z.string(), content: z.unknown() }),
    ...period,
    stats: pageStatsSchema.nullable(),
  }),
]);
export type SharedReportView = z.infer<typeof sharedReportViewSchema>;

const SHARED_REPORT_NOT_FOUND = {
  title: 'Relatório não encontrado',
  message: 'Este link de relatório não existe ou foi revogado pelo dono.',
};
const LOAD_ERROR = {
  title: 'Erro ao carregar relatório',
  message: 'Não foi possível carregar este relatório.',
};

export async function getSharedReport(
  token: string,
  range: { from: string; to: string },
): Promise<SharedReportView> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('shared_report', {
      p_token: token,
      p_from: range.from,
      p_to: range.to,
    });
    if (error) throw error;
    if (data === null) throw AppError.of('not_found', SHARED_REPORT_NOT_FOUND);
    const view = sharedReportViewSchema.parse(data);
    if (view.stats === null) {
      throw invalidPeriodError();
    }
    return view;
  } catch (error) {
    throw toAppError(error, LOAD_ERROR);
  }
}
