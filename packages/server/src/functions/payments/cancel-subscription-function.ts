/** `cancel-subscription`: stops the renewals of the buyer's plan (payments/cancel-subscription.ts). */
import type { RequestIdentity } from '../../http/shared/jwt';
import { cancelSubscription } from '../../payments/cancel-subscription';
import { refuseAnnouncedOver } from '../read-json-request';
import { jsonAnswer, refusal, type WebFunction } from '../web-function';
import {
  answerPayment,
  buyerOf,
  notConfigured,
  type PaymentFunctionDeps,
} from './payment-function';

export interface CancelSubscriptionFunctionDeps extends PaymentFunctionDeps {
  identify: (request: Request) => Promise<RequestIdentity>;
}

export function cancelSubscriptionFunction(deps: CancelSubscriptionFunctionDeps): WebFunction {
  return (request) =>
    answerPayment(deps, async () => {
      if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
      refuseAnnouncedOver(request, 4 * 1024);
      const buyer = await buyerOf(deps.identify, request);
      if (!deps.mercadoPago) throw notConfigured();
      const outcome = await cancelSubscription(
        { db: deps.db, mercadoPago: deps.mercadoPago, referenceSecret: deps.referenceSecret },
        buyer.userId,
      );
      return jsonAnswer(200, outcome);
    });
}
