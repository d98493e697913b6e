// Mercado Pago as the e2e specs play it: the keys the e2e server is started with, the stand-in
// API beside it (driven through its /__stand-in control routes), and signed webhook deliveries.
import { randomUUID } from 'node:crypto';
import { signatureManifest, signManifest } from '@qrlink/server/payments/webhook-signature';
import type {
  StandInAuthorizedPayment,
  StandInPreapproval,
} from '../../support/mercadopago-stand-in';
import { baseUrl } from './server';

export const e2eMercadoPago = {
  accessToken: 'TEST-e2e-access-token',
  webhookSecret: 'segredo-do-webhook-e2e',
};

/** Where a deployment's Mercado Pago stand-in and payment webhook are. */
export interface PaymentDeployment {
  standInUrl: string;
  webhookUrl: string;
}

/** The self-hosted e2e server's (playwright.config.ts); hosted.ts has the hosted one's. */
const selfHosted = (): PaymentDeployment => ({
  standInUrl: `http://127.0.0.1:${process.env.QRLINK_E2E_MP_PORT}`,
  webhookUrl: `${baseUrl()}/api/payments/mercadopago`,
});

/** Every subscription the server created at the stand-in so far. */
export async function createdSubscriptions(
  at: PaymentDeployment = selfHosted(),
): Promise<StandInPreapproval[]> {
  return (await (
    await fetch(`${at.standInUrl}/__stand-in/preapprovals`)
  ).json()) as StandInPreapproval[];
}

/** Puts (or replaces) a resource at the stand-in, as Mercado Pago would hold it. */
export async function putAtStandIn(
  collection: 'preapprovals' | 'authorized_payments',
  resource: StandInPreapproval | StandInAuthorizedPayment,
  at: PaymentDeployment = selfHosted(),
): Promise<void> {
  const response = await fetch(`${at.standInUrl}/__stand-in/${collection}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(resource),
  });
  if (!response.ok) throw new Error(`stand-in refused: ${response.status}`);
}

/** A webhook delivery signed with the server's secret; answers the server's status and body. */
export async function deliverWebhook(
  topic: string,
  dataId: string,
  at: PaymentDeployment = selfHosted(),
) {
  const ts = String(Date.now());
  const requestId = randomUUID();
  const v1 = signManifest(e2eMercadoPago.webhookSecret, signatureManifest(dataId, requestId, ts));
  const response = await fetch(`${at.webhookUrl}?data.id=${dataId}&type=${topic}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${v1}`,
    },
    body: JSON.stringify({ type: topic, data: { id: dataId } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Mercado Pago charging a subscription: the charge, then its notification. */
export async function chargeSubscription(
  subscriptionId: string,
  amount: number,
  status: string,
  at: PaymentDeployment = selfHosted(),
) {
  const chargeId = String(Date.now());
  await putAtStandIn(
    'authorized_payments',
    {
      id: chargeId,
      preapproval_id: subscriptionId,
      status: status === 'approved' ? 'processed' : 'recycling',
      transaction_amount: amount,
      currency_id: 'BRL',
      payment: { id: `9${chargeId}`, status },
    },
    at,
  );
  return deliverWebhook('subscription_authorized_payment', chargeId, at);
}
