/**
 * `checkout` {plan_id, cycle}: a signed-in buyer's checkout address at Mercado Pago
 * (payments/create-checkout.ts).
 */
import { z } from 'zod';
import type { RequestIdentity } from '../../http/shared/jwt';
import { createCheckout } from '../../payments/create-checkout';
import { readJsonRequest } from '../read-json-request';
import { jsonAnswer, refusal, type WebFunction } from '../web-function';
import {
  answerPayment,
  buyerOf,
  notConfigured,
  type PaymentFunctionDeps,
} from './payment-function';

export interface CheckoutFunctionDeps extends PaymentFunctionDeps {
  identify: (request: Request) => Promise<RequestIdentity>;
  /** Where Mercado Pago sends the buyer back (the app's address). */
  publicUrl: string;
}

const checkoutInput = z.object({
  plan_id: z.string().trim().min(1).max(64),
  cycle: z.enum(['monthly', 'yearly']),
});

export function checkoutFunction(deps: CheckoutFunctionDeps): WebFunction {
  return (request) =>
    answerPayment(deps, async () => {
      if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
      const buyer = await buyerOf(deps.identify, request);
      if (!deps.mercadoPago) throw notConfigured();
      const body = await readJsonRequest(request, {
        limit: 4 * 1024,
        invalidMessage: 'Pedido inválido.',
      });
      const input = checkoutInput.safeParse(body);
      if (!input.success) throw refusal(400, 'validation_failed', 'Escolha um plano e um ciclo.');
      const checkout = await createCheckout(
        {
          db: deps.db,
          mercadoPago: deps.mercadoPago,
          referenceSecret: deps.referenceSecret,
          publicUrl: deps.publicUrl,
        },
        buyer,
        input.data.plan_id,
        input.data.cycle,
      );
      return jsonAnswer(200, checkout);
    });
}
