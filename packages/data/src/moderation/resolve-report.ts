// Admin > Denúncias: dismiss a report, or open it again (admin_resolve_report), with an optional
// note kept with the report and in the audit log.
import { moderationNoteSchema } from '@qrlink/core/validation/abuse-report';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import type { ReportStatus } from './list-reports';

export interface ResolveReportInput {
  reportId: string;
  status: ReportStatus;
  note?: string;
}

const RESOLVE_ERROR = { title: 'Erro ao atualizar a denúncia' };

export async function resolveReport(input: ResolveReportInput): Promise<void> {
  const note = moderationNoteSchema.safeParse(input.note ?? '');
  if (!note.success) {
    throw AppError.of('invalid_input', {
      ...RESOLVE_ERROR,
      message: note.error.issues[0]!.message,
    });
  }
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('admin_resolve_report', {
      p_report: input.reportId,
      p_status: input.status,
      p_note: note.data ?? undefined,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, RESOLVE_ERROR);
  }
}
