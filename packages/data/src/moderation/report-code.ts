// 'Denunciar' on a code's preview page: anyone, signed in or not, reports a QR code or short link
// (report_code). The database refuses with pt-BR text (P0001: unknown code, reason, details,
// e-mail) and limits each client to 5 reports an hour (PT429, its own sentence).
import { z } from 'zod';
import { abuseReportSchema, type AbuseReportInput } from '@qrlink/core/validation/abuse-report';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import type { CodeKind } from './code-kind';

export const REPORT_CODE_ERROR = { title: 'Erro ao enviar denúncia' };

/** Files the report; answers its id (the same id when this client already reported the code). */
export async function reportCode(
  kind: CodeKind,
  key: string,
  input: AbuseReportInput,
): Promise<string> {
  const parsed = abuseReportSchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.of('invalid_input', {
      ...REPORT_CODE_ERROR,
      message: parsed.error.issues[0]!.message,
    });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('report_code', {
      p_kind: kind,
      p_key: key,
      p_reason: parsed.data.reason,
      p_details: parsed.data.details ?? undefined,
      p_email: parsed.data.email ?? undefined,
    });
    if (error) {
      if (error.code === 'PT429' && error.message) {
        throw new AppError('rate_limited', REPORT_CODE_ERROR.title, error.message, {
          cause: error,
        });
      }
      throw error;
    }
    return z.string().parse(data);
  } catch (error) {
    throw toAppError(error, REPORT_CODE_ERROR);
  }
}
