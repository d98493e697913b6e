import { parseBRL } from '@qrlink/core/pricing/parse-brl';
import type { Plan } from '@qrlink/core/pricing/plan';
import { parseFeatures, planFormSchema } from '@qrlink/core/validation/plan-form-schema';

export interface PlanFormValues {
  id: string;
  name: string;
  description: string;
  price: string | number;
  price_yearly: string | number;
  mercadopago_link: string;
  mercadopago_link_yearly: string;
  features: string;
  popular: boolean;
  order: string | number;
  icon: string;
  visit_retention_months: string | number;
  max_workspaces: string | number;
  max_seats: string | number;
  max_pages: string | number;
  max_domains: string | number;
}

/** A price field as a number, read as the form will save it ('1.234,56', '29.90'). */
function amount(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const reading = parseBRL(value);
  return reading.kind === 'amount' && reading.value >= 0 ? reading.value : null;
}

/**
 * The plan as the pricing page would show it while the admin types: the saved shape when the
 * form is valid, otherwise the best reading of each field (an unreadable one left out).
 */
export function previewPlan(values: PlanFormValues): Plan {
  const parsed = planFormSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const yearly = amount(values.price_yearly);
  return {
    id: values.id.trim() || 'novo_plano',
    name: values.name.trim() || 'Nome do plano',
    description: values.description.trim() || null,
    price: amount(values.price) ?? 0,
    price_yearly: yearly === 0 ? null : yearly,
    mercadopago_link: values.mercadopago_link.trim() || null,
    mercadopago_link_yearly: values.mercadopago_link_yearly.trim() || null,
    features: parseFeatures(values.features) ?? [],
    popular: values.popular,
    order: 0,
  };
}

/** The monthly price as a number, when the field holds one above zero. */
export function monthlyPrice(values: PlanFormValues): number | null {
  const price = amount(values.price);
  return price !== null && price > 0 ? price : null;
}
