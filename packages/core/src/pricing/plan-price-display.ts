// Everything a pricing card shows about price and button, per
// docs/product/validation.md, "Validation rules" and
// docs/product/payments.md, "The payment contract", so the landing section, /pricing, /plans and
// the admin's preview render the same rules.
import type { BillingCycle } from '../constants';
import { formatBRL } from './format-brl';
import type { Plan } from './plan';
import { isFreePlan, planCta } from './plan-cta';

/** Where the free plan's button goes. */
const FREE_PLAN_HREF = '/register';
const YEARLY_UNAVAILABLE_LABEL = 'Plano Anual Indisponível';
/** A paid plan while the server has no payment provider configured (never a dead link). */
const PAYMENTS_UNAVAILABLE_LABEL = 'Pagamentos ainda não configurados';

export type PlanButton =
  | { kind: 'internal'; label: string; href: string; disabled: false }
  /** Asks the server for this plan's checkout (its pasted link or a new subscription). */
  | { kind: 'subscribe'; label: string; planId: string; cycle: BillingCycle; disabled: false }
  | { kind: 'unavailable'; label: string; disabled: true };

const unavailable = (label: string): PlanButton => ({ kind: 'unavailable', label, disabled: true });

export interface PlanPriceDisplay {
  /** 'R$ 29,90' (no-break space after R$). */
  price: string;
  /** '/mês', '/ano', or null for the free plan. */
  period: '/mês' | '/ano' | null;
  /** 'Equivalente a R$ 20,93 por mês' in yearly mode for paid plans, else null. */
  monthlyEquivalent: string | null;
  button: PlanButton;
}

export interface PlanDisplayOptions {
  /** Whether the server can take payments (PAYMENTS_UNAVAILABLE_LABEL otherwise). */
  paymentsEnabled: boolean;
}

function subscribeButton(
  plan: Plan,
  cycle: BillingCycle,
  { paymentsEnabled }: PlanDisplayOptions,
): PlanButton {
  if (!paymentsEnabled) return unavailable(PAYMENTS_UNAVAILABLE_LABEL);
  return { kind: 'subscribe', label: planCta(plan), planId: plan.id, cycle, disabled: false };
}

export function planPriceDisplay(
  plan: Plan,
  cycle: BillingCycle,
  options: PlanDisplayOptions,
): PlanPriceDisplay {
  // The free plan ignores the switch: monthly price, no suffix, sign-up button.
  if (isFreePlan(plan)) {
    return {
      price: formatBRL(plan.price),
      period: null,
      monthlyEquivalent: null,
      button: { kind: 'internal', label: planCta(plan), href: FREE_PLAN_HREF, disabled: false },
    };
  }
  if (cycle === 'monthly') {
    return {
      price: formatBRL(plan.price),
      period: '/mês',
      monthlyEquivalent: null,
      button: subscribeButton(plan, 'monthly', options),
    };
  }
  // Yearly without a yearly price: keep showing the monthly price (never an invented yearly
  // one) and disable the button: the plan cannot be bought yearly.
  const yearly = plan.price_yearly;
  if (yearly === null || yearly <= 0) {
    return {
      price: formatBRL(plan.price),
      period: '/mês',
      monthlyEquivalent: null,
      button: unavailable(YEARLY_UNAVAILABLE_LABEL),
    };
  }
  return {
    price: formatBRL(yearly),
    period: '/ano',
    monthlyEquivalent: `Equivalente a ${formatBRL(yearly / 12)} por mês`,
    button: subscribeButton(plan, 'yearly', options),
  };
}
