// Admin plan form: create (admin_create_plan) or update (admin_update_plan). The form's rules run
// here first (planFormSchema); the database checks them again, and keeps the id unchanged.
import { planFormSchema, type PlanFormInput } from '@qrlink/core/validation/plan-form-schema';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const SAVE_PLAN_ERROR = {
  title: 'Erro ao salvar',
  message: 'Não foi possível salvar o plano.',
};

export async function savePlan(mode: 'create' | 'update', input: PlanFormInput): Promise<string> {
  try {
    const plan = planFormSchema.parse(input);
    const supabase = await getSupabase();
    const { error } = await supabase.rpc(
      mode === 'create' ? 'admin_create_plan' : 'admin_update_plan',
      {
        p_id: plan.id,
        p_name: plan.name,
        p_description: plan.description ?? undefined,
        p_price: plan.price,
        p_price_yearly: plan.price_yearly ?? undefined,
        p_mercadopago_link: plan.mercadopago_link ?? undefined,
        p_mercadopago_link_yearly: plan.mercadopago_link_yearly ?? undefined,
        p_features: plan.features,
        p_popular: plan.popular,
        p_order: plan.order,
        p_icon: plan.icon ?? undefined,
        p_visit_retention_months: plan.visit_retention_months ?? undefined,
        p_max_workspaces: plan.max_workspaces,
        p_max_seats: plan.max_seats,
        p_max_pages: plan.max_pages,
        p_max_domains: plan.max_domains,
      },
    );
    if (error?.code === '23505') {
      throw AppError.of('conflict', {
        ...SAVE_PLAN_ERROR,
        message: 'Já existe um plano com este ID.',
      });
    }
    if (error) throw error;
    return plan.id;
  } catch (error) {
    throw toAppError(error, SAVE_PLAN_ERROR);
  }
}
