// 'Cancelar assinatura': the buyer stops the renewals of their current plan. Mercado Pago is told
// first (no further charges); what it answers is recorded, which keeps the plan to the end of the
// paid period and tells the user until when (record_provider_subscription).
import { runAs } from '../http/shared/run-as';
import { CheckoutRefused } from './create-checkout';
import { recordSubscription, type PaymentDeps } from './handle-notification';
import { cancelSubscription as cancelAtProvider } from './mercadopago-api';

interface RunningSubscription {
  provider_subscription_id: string;
  plan_id: string;
  cycle: 'monthly' | 'yearly';
}

export async function cancelSubscription(
  deps: PaymentDeps,
  userId: string,
): Promise<{ status: string }> {
  const running = await runAs(deps.db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<RunningSubscription>(
      `select s.provider_subscription_id, s.plan_id, s.cycle
       from public.subscriptions s join public.profiles pr on pr.id = s.user_id
       where s.user_id = $1 and s.plan_id = pr.plan_id and s.status in ('authorized', 'paused')
       order by s.updated_at desc limit 1`,
      [userId],
    );
    return rows[0] ?? null;
  });
  if (!running) throw new CheckoutRefused('Você não tem uma assinatura ativa para cancelar.');
  const answered = await cancelAtProvider(deps.mercadoPago, running.provider_subscription_id);
  const outcome = await recordSubscription(
    deps,
    { userId, planId: running.plan_id, cycle: running.cycle },
    { id: running.provider_subscription_id, status: answered.status },
  );
  return { status: outcome.recorded ? outcome.status : answered.status };
}
