// What a verified notification leads to. The notification itself proves nothing about amount or
// owner: the resource it names is read back from Mercado Pago's API, whose purchase is the one its
// signed external_reference names (or, for a subscription's charge, its subscription's), and the
// result is recorded by the database as the service role. A notification that can never be
// recorded is kept for the admins instead (notification-problems.ts) and acknowledged.
import type { MercadoPagoConfig } from '../config';
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';
import { readReference, type PurchaseReference } from './external-reference';
import {
  fetchAuthorizedPayment,
  fetchPayment,
  fetchSubscription,
  UnreadableAnswer,
  type ProviderPayment,
} from './mercadopago-api';
import {
  NotificationProblem,
  recordNotificationProblem,
  writeOrProblem,
} from './notification-problems';

export interface PaymentDeps {
  db: Db;
  mercadoPago: MercadoPagoConfig;
  /** Signs and checks each checkout's external_reference (the server's JWT secret). */
  referenceSecret: string;
}

/** The notification topics we act on; Mercado Pago sends others (merchant orders...) too. */
export const HANDLED_TOPICS = [
  'payment',
  'subscription_preapproval',
  'subscription_authorized_payment',
] as const;
export type NotificationTopic = (typeof HANDLED_TOPICS)[number];

/** Mercado Pago's payment statuses in the words of our payments table. */
const PAYMENT_STATUS: Record<string, string> = {
  approved: 'approved',
  authorized: 'authorized',
  pending: 'pending',
  in_process: 'in_process',
  in_mediation: 'in_process',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'charged_back',
};

/** Preapproval statuses; a finished subscription charges no more, like a cancelled one. */
const SUBSCRIPTION_STATUS: Record<string, string> = {
  pending: 'pending',
  authorized: 'authorized',
  paused: 'paused',
  cancelled: 'cancelled',
  finished: 'cancelled',
};

export type NotificationOutcome =
  | { recorded: true; status: string; activated?: boolean }
  | {
      recorded: false;
      reason: 'unknown_resource' | 'foreign_reference' | 'unsupported' | 'not_charged';
    }
  /** Never recordable: kept in payment_notification_problems; `problem` says why (pt-BR). */
  | { recorded: false; reason: 'problem'; problem: string };

const notOurs = (
  reason: 'unknown_resource' | 'foreign_reference' | 'unsupported' | 'not_charged',
) => ({ recorded: false, reason }) as const;

/** The purchase behind a reference, else behind the subscription the resource belongs to. */
async function purchaseOf(
  deps: PaymentDeps,
  reference: string | null | undefined,
  subscriptionId: string | null | undefined,
): Promise<PurchaseReference | null> {
  const own = readReference(deps.referenceSecret, reference);
  if (own || !subscriptionId) return own;
  const subscription = await fetchSubscription(deps.mercadoPago, subscriptionId);
  return subscription ? readReference(deps.referenceSecret, subscription.external_reference) : null;
}

function subscriptionIdOf(payment: ProviderPayment): string | null {
  return (
    payment.metadata?.preapproval_id ??
    payment.point_of_interaction?.transaction_data?.subscription_id ??
    null
  );
}

async function recordPayment(
  deps: PaymentDeps,
  purchase: PurchaseReference,
  payment: { id: string; status: string; amount: number; subscriptionId: string | null },
): Promise<NotificationOutcome> {
  const write = () =>
    runAs(deps.db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ r: { status: string; activated: boolean } }>(
        'select public.record_provider_payment($1, $2, $3, $4, $5, $6, $7) as r',
        [
          payment.id,
          purchase.userId,
          purchase.planId,
          purchase.cycle,
          payment.status,
          payment.amount,
          payment.subscriptionId,
        ],
      );
      return rows[0]!.r;
    });
  const result = await writeOrProblem(write, {
    purchase,
    payment_id: payment.id,
    status: payment.status,
    amount: payment.amount,
    subscription_id: payment.subscriptionId,
  });
  return { recorded: true, status: result.status, activated: result.activated };
}

export async function recordSubscription(
  deps: Pick<PaymentDeps, 'db'>,
  purchase: PurchaseReference,
  subscription: { id: string; status: string },
): Promise<NotificationOutcome> {
  const status = SUBSCRIPTION_STATUS[subscription.status];
  if (!status) return notOurs('unsupported');
  const write = () =>
    runAs(deps.db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ r: { status: string } }>(
        'select public.record_provider_subscription($1, $2, $3, $4, $5) as r',
        [subscription.id, purchase.userId, purchase.planId, purchase.cycle, status],
      );
      return rows[0]!.r;
    });
  const result = await writeOrProblem(write, {
    purchase,
    subscription_id: subscription.id,
    status,
  });
  return { recorded: true, status: result.status };
}

async function onPayment(deps: PaymentDeps, id: string): Promise<NotificationOutcome> {
  const payment = await fetchPayment(deps.mercadoPago, id);
  if (!payment) return notOurs('unknown_resource');
  const subscriptionId = subscriptionIdOf(payment);
  const purchase = await purchaseOf(deps, payment.external_reference, subscriptionId);
  if (!purchase) return notOurs('foreign_reference');
  const status = PAYMENT_STATUS[payment.status];
  if (!status || (payment.currency_id !== undefined && payment.currency_id !== 'BRL')) {
    return notOurs('unsupported');
  }
  return recordPayment(deps, purchase, {
    id: payment.id,
    status,
    amount: payment.transaction_amount,
    subscriptionId,
  });
}

async function onSubscription(deps: PaymentDeps, id: string): Promise<NotificationOutcome> {
  const subscription = await fetchSubscription(deps.mercadoPago, id);
  if (!subscription) return notOurs('unknown_resource');
  const purchase = readReference(deps.referenceSecret, subscription.external_reference);
  if (!purchase) return notOurs('foreign_reference');
  return recordSubscription(deps, purchase, subscription);
}

/** A subscription's charge: recorded under the payment it produced, so the two topics agree. */
async function onAuthorizedPayment(deps: PaymentDeps, id: string): Promise<NotificationOutcome> {
  const charge = await fetchAuthorizedPayment(deps.mercadoPago, id);
  if (!charge) return notOurs('unknown_resource');
  const status = PAYMENT_STATUS[charge.payment?.status ?? ''];
  if (!charge.payment?.id || !status) return notOurs('not_charged');
  if (charge.currency_id !== undefined && charge.currency_id !== 'BRL') {
    return notOurs('unsupported');
  }
  const purchase = await purchaseOf(deps, null, charge.preapproval_id);
  if (!purchase) return notOurs('foreign_reference');
  return recordPayment(deps, purchase, {
    id: charge.payment.id,
    status,
    amount: charge.transaction_amount,
    subscriptionId: charge.preapproval_id,
  });
}

function dispatch(
  deps: PaymentDeps,
  topic: NotificationTopic,
  id: string,
): Promise<NotificationOutcome> {
  switch (topic) {
    case 'payment':
      return onPayment(deps, id);
    case 'subscription_preapproval':
      return onSubscription(deps, id);
    case 'subscription_authorized_payment':
      return onAuthorizedPayment(deps, id);
  }
}

/** What can never be recorded, as a problem for the admins; undefined for anything else. */
function problemOf(error: unknown): NotificationProblem | undefined {
  if (error instanceof NotificationProblem) return error;
  if (error instanceof UnreadableAnswer) {
    return new NotificationProblem('O Mercado Pago respondeu algo que não conseguimos ler.', {
      path: error.path,
      problems: error.problems,
    });
  }
  return undefined;
}

/**
 * Acts on a verified notification. Throws only what a retry could fix (MercadoPagoError, the
 * database unreachable...); what never could is recorded as a problem and answered as handled.
 */
export async function handleNotification(
  deps: PaymentDeps,
  topic: NotificationTopic,
  id: string,
): Promise<NotificationOutcome> {
  try {
    return await dispatch(deps, topic, id);
  } catch (error) {
    const problem = problemOf(error);
    if (!problem) throw error;
    await recordNotificationProblem(deps.db, { topic, resourceId: id, problem });
    return { recorded: false, reason: 'problem', problem: problem.reason };
  }
}
