// Revoking a share deletes it: its address answers 'Relatório não encontrado' from then on.
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const REVOKE_SHARED_REPORT_ERROR = {
  title: 'Erro ao revogar',
  message: 'Não foi possível revogar este link.',
};

export async function revokeSharedReport(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shared_reports').delete().eq('id', id);
  if (error) throw toAppError(error, REVOKE_SHARED_REPORT_ERROR);
}
