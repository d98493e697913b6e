import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { requireSuccess } from '../admin/admin-result';

const DELETE_PLAN_ERROR = {
  title: 'Erro ao Excluir',
  message: 'Não foi possível excluir o plano.',
};

/**
 * Deletes a plan. The database refuses free_plan and any plan with subscribers or payments, with
 * its own message.
 */
export async function deletePlan(planId: string): Promise<string> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('admin_delete_plan', { p_id: planId });
    if (error) throw error;
    return requireSuccess(data, DELETE_PLAN_ERROR);
  } catch (error) {
    throw toAppError(error, DELETE_PLAN_ERROR);
  }
}
