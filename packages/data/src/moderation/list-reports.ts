// Admin > Denúncias: one page of reports with their code and its owner (admin_list_reports),
// filtered by status and reason and searched by the database, so the list stays quick.
import { z } from 'zod';
import { REPORT_REASONS, type ReportReason } from '@qrlink/core/validation/abuse-report';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { codeKindSchema } from './code-kind';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportRowSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter_email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  kind: codeKindSchema,
  /** The QR code's or short link's row id (what disabling takes). */
  code_id: z.string(),
  /** The QR code's id, or the short link's alias or code. */
  code_key: z.string(),
  destination: z.string().nullable(),
  code_created_at: z.string().nullable(),
  disabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  owner_id: z.string().nullable(),
  owner_email: z.string().nullable(),
  owner_blocked: z.boolean(),
  /** Every report of this code, this one included, whatever their status. */
  reports_for_code: z.coerce.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const reportPageSchema = z.object({ total: z.coerce.number(), rows: z.array(reportRowSchema) });
export type ReportPage = z.infer<typeof reportPageSchema>;

export const LIST_REPORTS_ERROR = {
  title: 'Erro ao carregar denúncias',
  message: 'Não foi possível carregar as denúncias. Você tem permissão de administrador?',
};

export interface ListReportsInput {
  /** 'all' lists every status. */
  status: ReportStatus | 'all';
  reason: ReportReason | null;
  /** A part of the destination, the code or the owner's e-mail. */
  search: string;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export async function listReports(input: ListReportsInput): Promise<ReportPage> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_list_reports', {
      // A blank status is "every status" to the function (its default is 'open').
      p_status: input.status === 'all' ? '' : input.status,
      p_reason: input.reason ?? '',
      p_search: input.search.trim(),
      p_limit: input.pageSize,
      p_offset: input.page * input.pageSize,
    });
    if (error) throw error;
    return reportPageSchema.parse(data);
  } catch (error) {
    throw toAppError(error, LIST_REPORTS_ERROR);
  }
}
