// What a verified "payment" notification leads to: the payment read back from Mercado Pago (the
// notification itself proves nothing about amount or owner), its signed external_reference
// decoded, and the result recorded by record_provider_payment as the service role.
import type { MercadoPagoConfig } from '../config';
import type { Db } from '../db/database';
import { runAs } from '../http/shared/run-as';
import { readReference } from './external-reference';
import { fetchPayment } from './mercadopago-api';

/** Mercado Pago's payment statuses in the words of our payments table. */
const STATUS: Record<string, string> = {
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

export type NotificationOutcome =
  | { recorded: true; status: string; activated: boolean }
  | { recorded: false; reason: 'unknown_payment' | 'foreign_reference' | 'unsupported_payment' };

export async function recordPaymentNotification(
  deps: { db: Db; mercadoPago: MercadoPagoConfig; referenceSecret: string },
  paymentId: string,
): Promise<NotificationOutcome> {
  const payment = await fetchPayment(deps.mercadoPago, paymentId);
  if (!payment) return { recorded: false, reason: 'unknown_payment' };
  const purchase = readReference(deps.referenceSecret, payment.external_reference);
  if (!purchase) return { recorded: false, reason: 'foreign_reference' };
  const status = STATUS[payment.status];
  if (!status || (payment.currency_id !== undefined && payment.currency_id !== 'BRL')) {
    return { recorded: false, reason: 'unsupported_payment' };
  }
  const result = await runAs(deps.db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ r: { status: string; activated: boolean } }>(
      'select public.record_provider_payment($1, $2, $3, $4, $5, $6) as r',
      [
        payment.id,
        purchase.userId,
        purchase.planId,
        purchase.cycle,
        status,
        payment.transaction_amount,
      ],
    );
    return rows[0]!.r;
  });
  return { recorded: true, status: result.status, activated: result.activated };
}
