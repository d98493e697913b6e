import type { Plan } from './plan';
import { FREE_PLAN_ID } from '../constants';

/** The client-derived call to action of a plan: paid plans subscribe, free ones start. */
export function planCta(plan: Pick<Plan, 'price'>): 'Assinar Agora' | 'Comece Grátis' {
  return plan.price > 0 ? 'Assinar Agora' : 'Comece Grátis';
}

/** The free plan: by id, or any plan that costs nothing. */
export function isFreePlan(plan: Pick<Plan, 'id' | 'price'>): boolean {
  return plan.id === FREE_PLAN_ID || plan.price <= 0;
}
