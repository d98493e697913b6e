// Where 'Assinar Agora' sends a signed-in buyer: the checkout link the admin pasted for this plan
// and cycle (with our back_url and the signed purchase reference appended), else a Mercado Pago
// subscription created now through the API, whose init_point is the checkout. Either way the
// reference names who buys what, so the payment reaches this account whatever e-mail pays it.
import { buildCheckoutUrl, subscriptionReturnUrl } from '@qrlink/core/pricing/build-checkout-url';
import type { BillingCycle } from '@qrlink/core/constants';
import { runAs } from '../http/shared/run-as';
import { signReference, type PurchaseReference } from './external-reference';
import { recordSubscription, type PaymentDeps } from './handle-notification';
import { createSubscription } from './mercadopago-api';

export interface CheckoutDeps extends PaymentDeps {
  /** PUBLIC_URL: where Mercado Pago sends the buyer back. */
  publicUrl: string;
}

export interface Buyer {
  userId: string;
  email: string;
}

interface PaidPlan {
  id: string;
  name: string;
  price: number;
  price_yearly: number | null;
  mercadopago_link: string | null;
  mercadopago_link_yearly: string | null;
}

export class CheckoutRefused extends Error {}

/** The buyer's browser is sent there: http(s) only, whatever the API answered. */
function isHttpUrl(value: string | null | undefined): value is string {
  try {
    return /^https?:$/.test(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
}

/** True while the buyer already has this plan renewing by itself (a second one would charge twice). */
async function alreadySubscribed(deps: CheckoutDeps, userId: string, planId: string) {
  return runAs(deps.db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ yes: boolean }>(
      `select exists (select 1 from public.profiles pr
                      where pr.id = $1 and pr.plan_id = $2 and pr.plan_renews_at > now())
              and public.plan_renews_automatically($1, $2) as yes`,
      [userId, planId],
    );
    return rows[0]?.yes === true;
  });
}

async function readPlan(deps: CheckoutDeps, planId: string): Promise<PaidPlan | null> {
  return runAs(deps.db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<PaidPlan>(
      `select id, name, price::float8 as price, price_yearly::float8 as price_yearly,
              mercadopago_link, mercadopago_link_yearly
       from public.plans where id = $1`,
      [planId],
    );
    return rows[0] ?? null;
  });
}

export async function createCheckout(
  deps: CheckoutDeps,
  buyer: Buyer,
  planId: string,
  cycle: BillingCycle,
): Promise<{ url: string }> {
  const plan = await readPlan(deps, planId);
  if (!plan || plan.price <= 0) throw new CheckoutRefused('Plano pago não encontrado.');
  const amount = cycle === 'yearly' ? plan.price_yearly : plan.price;
  if (!amount || amount <= 0) {
    throw new CheckoutRefused('Este plano não tem cobrança anual.');
  }
  if (await alreadySubscribed(deps, buyer.userId, planId)) {
    throw new CheckoutRefused('Você já assina este plano.');
  }
  const purchase: PurchaseReference = { userId: buyer.userId, planId, cycle };
  const externalReference = signReference(deps.referenceSecret, purchase);
  const back = { origin: deps.publicUrl, planId, cycle };

  const pasted = cycle === 'yearly' ? plan.mercadopago_link_yearly : plan.mercadopago_link;
  if (pasted) {
    return { url: buildCheckoutUrl(pasted, back, { external_reference: externalReference }) };
  }
  const subscription = await createSubscription(deps.mercadoPago, {
    reason: `QR Link: plano ${plan.name} (${cycle === 'yearly' ? 'anual' : 'mensal'})`,
    externalReference,
    payerEmail: buyer.email,
    backUrl: subscriptionReturnUrl(back),
    months: cycle === 'yearly' ? 12 : 1,
    amount,
  });
  if (!isHttpUrl(subscription.init_point)) {
    throw new Error('Mercado Pago created a subscription without a checkout address');
  }
  // Kept as pending now, so the account's history shows the checkout even before it is paid.
  await recordSubscription(deps, purchase, subscription);
  return { url: subscription.init_point };
}
