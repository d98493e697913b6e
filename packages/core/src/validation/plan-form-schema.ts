// Admin plan form (create and edit). Inputs arrive as the form holds them (numbers as text,
// features as a JSON text area); the output is a plan row ready for admin_create_plan /
// admin_update_plan.
import { z } from 'zod';
import {
  DEFAULT_PLAN_ORDER,
  MAX_PLAN_SEATS,
  MAX_PLAN_WORKSPACES,
  MAX_VISIT_RETENTION_MONTHS,
  MAX_PLAN_PAGES,
  MAX_PLAN_DOMAINS,
} from '../constants';
import { parseBRL } from '../pricing/parse-brl';
import type { Plan } from '../pricing/plan';
import { optionalText, requiredText } from './fields';
import { KEYS } from './messages';
import { optionalHttpUrlField } from './url';

type NumberInput = string | number | null | undefined;

/** The order as text or number; '' and null become null; a comma works as the decimal mark. */
function toNumber(value: NumberInput): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A price as the admin typed or pasted it ('R$ 1.234,56', '29.90'); '' and null become null. */
function toAmount(value: NumberInput): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  const reading = parseBRL(value);
  if (reading.kind === 'empty') return null;
  return reading.kind === 'amount' ? reading.value : Number.NaN;
}

/** True for a non-negative amount with at most two decimals (the input's step 0.01). */
function isMoney(value: number): boolean {
  return (
    Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

const numberInput = z.union([z.string(), z.number()]).nullish();

const priceField = numberInput.transform((raw, ctx) => {
  const value = toAmount(raw);
  if (value === null) {
    ctx.issues.push({ code: 'custom', message: KEYS.planPriceRequired, input: raw });
    return z.NEVER;
  }
  if (!isMoney(value)) {
    ctx.issues.push({ code: 'custom', message: KEYS.planPriceInvalid, input: raw });
    return z.NEVER;
  }
  return value;
});

/** Yearly price: 0 or empty is saved as "no yearly price" (null). */
const yearlyPriceField = numberInput.transform((raw, ctx) => {
  const value = toAmount(raw);
  if (value === null || value === 0) return null;
  if (!isMoney(value)) {
    ctx.issues.push({
      code: 'custom',
      message: KEYS.planYearlyPriceInvalid,
      input: raw,
    });
    return z.NEVER;
  }
  return value;
});

const orderField = numberInput.transform((raw, ctx) => {
  const value = toNumber(raw);
  if (value === null) {
    ctx.issues.push({ code: 'custom', message: KEYS.planOrderRequired, input: raw });
    return z.NEVER;
  }
  if (!Number.isSafeInteger(value)) {
    ctx.issues.push({ code: 'custom', message: KEYS.planOrderInvalid, input: raw });
    return z.NEVER;
  }
  return value;
});

/** Months of visits kept: a whole number from 1 to 1200; empty keeps every visit (null). */
const retentionField = numberInput.transform((raw, ctx) => {
  const value = toNumber(raw);
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_VISIT_RETENTION_MONTHS) {
    ctx.issues.push({ code: 'custom', message: KEYS.planRetentionInvalid, input: raw });
    return z.NEVER;
  }
  return value;
});

/** A required whole number from 1 to `max`, refused with `message`. */
function countField(max: number, message: string, min = 1) {
  return numberInput.transform((raw, ctx) => {
    const value = toNumber(raw);
    if (value === null || !Number.isSafeInteger(value) || value < min || value > max) {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }
    return value;
  });
}

/** Parse the features text area: a JSON array of strings, entries trimmed, blanks dropped. */
export function parseFeatures(text: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === '' ? '[]' : text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) return null;
  return parsed.map((item: string) => item.trim()).filter((item) => item !== '');
}

const featuresField = z.string().transform((text, ctx) => {
  const features = parseFeatures(text);
  if (features === null) {
    ctx.issues.push({ code: 'custom', message: KEYS.planFeaturesInvalid, input: text });
    return z.NEVER;
  }
  return features;
});

export const planFormSchema = z.object({
  id: z
    .string({ error: KEYS.planIdRequired })
    .trim()
    .min(1, KEYS.planIdRequired)
    .max(64, KEYS.planIdTooLong)
    .regex(/^[A-Za-z0-9_-]+$/, KEYS.planIdInvalid),
  name: requiredText(KEYS.planNameRequired),
  description: optionalText,
  price: priceField,
  price_yearly: yearlyPriceField,
  mercadopago_link: optionalHttpUrlField(KEYS.urlInvalid),
  mercadopago_link_yearly: optionalHttpUrlField(KEYS.urlInvalid),
  features: featuresField,
  popular: z.boolean().default(false),
  order: orderField,
  icon: optionalText,
  visit_retention_months: retentionField,
  /** Workspaces an owner may own, the personal one counted. */
  max_workspaces: countField(MAX_PLAN_WORKSPACES, KEYS.planWorkspacesInvalid),
  /** Members a workspace may have, the owner counted. */
  max_seats: countField(MAX_PLAN_SEATS, KEYS.planSeatsInvalid),
  /** Pages (/p/{slug}) a workspace may have; 0 offers none. */
  max_pages: countField(MAX_PLAN_PAGES, KEYS.planPagesInvalid, 0),
  /** Own domains a workspace may have; 0 offers none. */
  max_domains: countField(MAX_PLAN_DOMAINS, KEYS.planDomainsInvalid, 0),
});

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormData = z.output<typeof planFormSchema>;

/** Values of the empty "new plan" form. */
export function initialPlanFormValues(): {
  id: string;
  name: string;
  description: string;
  price: string;
  price_yearly: string;
  mercadopago_link: string;
  mercadopago_link_yearly: string;
  features: string;
  popular: boolean;
  order: string;
  icon: string;
  visit_retention_months: string;
  max_workspaces: string;
  max_seats: string;
  max_pages: string;
  max_domains: string;
} {
  return {
    id: '',
    name: '',
    description: '',
    price: '',
    price_yearly: '',
    mercadopago_link: '',
    mercadopago_link_yearly: '',
    features: '[]',
    popular: false,
    order: String(DEFAULT_PLAN_ORDER),
    icon: '',
    visit_retention_months: '',
    max_workspaces: '1',
    max_seats: '1',
    max_pages: '1',
    max_domains: '0',
  };
}

/** Form values of an existing plan (edit mode). */
export function planToFormValues(plan: Plan): ReturnType<typeof initialPlanFormValues> {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description ?? '',
    price: String(plan.price),
    price_yearly: plan.price_yearly === null ? '' : String(plan.price_yearly),
    mercadopago_link: plan.mercadopago_link ?? '',
    mercadopago_link_yearly: plan.mercadopago_link_yearly ?? '',
    features: JSON.stringify(plan.features, null, 2),
    popular: plan.popular,
    order: String(plan.order),
    icon: plan.icon ?? '',
    visit_retention_months:
      plan.visit_retention_months == null ? '' : String(plan.visit_retention_months),
    max_workspaces: String(plan.max_workspaces ?? 1),
    max_seats: String(plan.max_seats ?? 1),
    max_pages: String(plan.max_pages ?? 1),
    max_domains: String(plan.max_domains ?? 0),
  };
}
