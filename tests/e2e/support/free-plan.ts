// The free plan's limits, changed by the admin for a spec (Admin > Gerenciar Planos) and put
// back afterwards. admin_update_plan writes every other field, so the plan is sent as it is; a
// limit left out (null) stays as the database holds it, so specs running at once, each changing
// its own limits, do not undo each other's.
import { e2eAdmin } from './admin';
import { anonKey, apiSignIn, baseUrl, rpcAs } from './server';

export type Plan = Record<string, unknown>;

export async function freePlan(): Promise<Plan> {
  const response = await fetch(`${baseUrl()}/rest/v1/plans?id=eq.free_plan&select=*`, {
    headers: { apikey: await anonKey() },
  });
  return ((await response.json()) as Plan[])[0]!;
}

export interface PlanLimits {
  max_workspaces?: number;
  max_seats?: number;
  max_domains?: number;
}

/** `plan` as it is, with `limits` instead of its own (the others left as they are now). */
export async function setPlanLimits(plan: Plan, limits: PlanLimits): Promise<void> {
  const token = await apiSignIn(e2eAdmin.email, e2eAdmin.password);
  const limit = (name: keyof PlanLimits) => limits[name] ?? null;
  await rpcAs(token, 'admin_update_plan', {
    p_id: plan.id,
    p_name: plan.name,
    p_description: plan.description,
    p_price: plan.price,
    p_mercadopago_link: plan.mercadopago_link,
    p_features: plan.features,
    p_popular: plan.popular,
    p_order: plan.order,
    p_price_yearly: plan.price_yearly,
    p_mercadopago_link_yearly: plan.mercadopago_link_yearly,
    p_icon: plan.icon,
    p_visit_retention_months: plan.visit_retention_months,
    p_max_workspaces: limit('max_workspaces'),
    p_max_seats: limit('max_seats'),
    p_max_pages: null,
    p_max_domains: limit('max_domains'),
  });
}
