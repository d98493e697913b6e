// Everything a pricing card shows about price and button, per docs/product.md §5, so the landing
// section, /pricing and /plans render the same rules.
import type { BillingCycle } from '../constants';
import { buildCheckoutUrl } from './build-checkout-url';
import { formatBRL } from './format-brl';
import type { Plan } from './plan';
import { isFreePlan, planCta } from './plan-cta';

/** Target of a paid plan without a checkout link (the spec's placeholder). */
export const PLACEHOLDER_CHECKOUT_HREF = '#';
/** Where the free plan's button goes. */
export const FREE_PLAN_HREF = '/register';
export const YEARLY_UNAVAILABLE_LABEL = 'Plano Anual Indisponível';

export type PlanButton =
  | { kind: 'internal'; label: string; href: string; disabled: false }
  | { kind: 'checkout'; label: string; href: string; disabled: false }
  | { kind: 'placeholder'; label: string; href: string; disabled: false }
  | { kind: 'unavailable'; label: string; href: null; disabled: true };

const UNAVAILABLE: PlanButton = {
  kind: 'unavailable',
  label: YEARLY_UNAVAILABLE_LABEL,
  href: null,
  disabled: true,
};

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
  /** When given, checkout links get the back_url of the subscription return page. */
  origin?: string;
}

function checkoutButton(
  plan: Plan,
  cycle: BillingCycle,
  link: string | null,
  options: PlanDisplayOptions,
): PlanButton {
  const label = planCta(plan);
  if (!link)
    return { kind: 'placeholder', label, href: PLACEHOLDER_CHECKOUT_HREF, disabled: false };
  const href =
    options.origin === undefined
      ? link
      : buildCheckoutUrl(link, { origin: options.origin, planId: plan.id, cycle });
  return { kind: 'checkout', label, href, disabled: false };
}

export function planPriceDisplay(
  plan: Plan,
  cycle: BillingCycle,
  options: PlanDisplayOptions = {},
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
      button: checkoutButton(plan, 'monthly', plan.mercadopago_link, options),
    };
  }
  // Yearly without a yearly price: keep showing the monthly price (never an invented yearly
  // one) and disable the button. Without a yearly link the plan cannot be bought yearly.
  const yearly = plan.price_yearly;
  if (yearly === null || yearly <= 0) {
    return {
      price: formatBRL(plan.price),
      period: '/mês',
      monthlyEquivalent: null,
      button: UNAVAILABLE,
    };
  }
  return {
    price: formatBRL(yearly),
    period: '/ano',
    monthlyEquivalent: `Equivalente a ${formatBRL(yearly / 12)} por mês`,
    button: plan.mercadopago_link_yearly
      ? checkoutButton(plan, 'yearly', plan.mercadopago_link_yearly, options)
      : UNAVAILABLE,
  };
}
