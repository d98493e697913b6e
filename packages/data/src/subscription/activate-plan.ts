import { getSupabase } from '../client';
import { toAppError } from '../errors';

const PLAN_UPDATE_ERROR = {
  title: 'Erro na atualização',
  message: 'Ocorreu um erro ao atualizar seu plano. Por favor, contate o suporte.',
};

/**
 * Give the signed-in user the plan they just paid for (rpc update_user_plan). The server
 * grants a paid plan only against an approved payment it has recorded; its refusal carries a
 * pt-BR reason that is shown as is.
 */
export async function activatePlan(userId: string, planId: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('update_user_plan', {
      p_user_id: userId,
      p_plan_id: planId,
    });
    if (error) throw error;
  } catch (error) {
    throw toAppError(error, PLAN_UPDATE_ERROR);
  }
}
