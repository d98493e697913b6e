import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';
import type { Plan } from '@qrlink/core/pricing/plan';
import { planRowSchema } from './list-plans';

const GET_PLAN_ERROR = { title: 'Erro', message: 'Não foi possível carregar o plano.' };

/** One plan for the admin's edit form; 'Plano não encontrado.' when there is none. */
export async function getPlan(planId: string): Promise<Plan> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('plans').select('*').eq('id', planId).maybeSingle();
    if (error) throw error;
    if (!data)
      throw AppError.of('not_found', { ...GET_PLAN_ERROR, message: 'Plano não encontrado.' });
    return planRowSchema.parse(data);
  } catch (error) {
    throw toAppError(error, GET_PLAN_ERROR);
  }
}
