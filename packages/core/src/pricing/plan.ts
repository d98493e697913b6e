// A row of the `plans` table (docs/product/data-model.md, "Entities"), as the client reads it.
import type { BillingCycle } from '../constants';

export interface Plan {
  /** Unique, no spaces, fixed after creation; the free plan is 'free_plan'. */
  id: string;
  name: string;
  description: string | null;
  /** Monthly price in reais. */
  price: number;
  /** Yearly price in reais; null when the plan has no yearly option. */
  price_yearly: number | null;
  /** Monthly checkout link of the payment provider. */
  mercadopago_link: string | null;
  /** Yearly checkout link; null when the plan cannot be bought yearly. */
  mercadopago_link_yearly: string | null;
  features: string[];
  popular: boolean;
  order: number;
  icon?: string | null;
  /** Months of raw visits kept for its owners; null keeps them all (the totals stay either way). */
  visit_retention_months?: number | null;
  /** Workspaces an owner on it may own, the personal one included (docs/product/teams.md). */
  max_workspaces?: number;
  /** Members a workspace its owner has on it may have, the owner and open invitations counted. */
  max_seats?: number;
  /** Pages (/p/{slug}) a workspace its owner has on it may have (docs/product/pages.md). */
  max_pages?: number;
  max_domains?: number;
}

export type { BillingCycle };
