// A new public link to the report of one of the workspace's codes, links or pages (the database
// draws the token).
import { getSupabase } from '../client';
import { toRuleAwareError } from '../rule-refusal';
import {
  sharedReportSchema,
  type SharedReport,
  type SharedReportKind,
} from './list-shared-reports';

const CREATE_SHARED_REPORT_ERROR = {
  title: 'Erro ao compartilhar',
  message: 'Não foi possível criar o link do relatório.',
};

export async function createSharedReport(
  kind: SharedReportKind,
  targetId: string,
): Promise<SharedReport> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('create_shared_report', {
      p_kind: kind,
      p_target: targetId,
    });
    if (error) throw error;
    return sharedReportSchema.parse(data);
  } catch (error) {
    throw toRuleAwareError(error, CREATE_SHARED_REPORT_ERROR);
  }
}
