/**
 * What the payment functions share (docs/product/payments.md, "The payment contract"): their
 * settings, the buyer check, and how their failures answer. Without the Mercado Pago keys every
 * one of them answers 503 'Pagamentos ainda não configurados.'.
 */
import type { MercadoPagoConfig } from '../../config';
import type { Db } from '../../db/database';
import type { RequestIdentity } from '../../http/shared/jwt';
import { CheckoutRefused } from '../../payments/create-checkout';
import { MercadoPagoError } from '../../payments/mercadopago-api';
import { answerOrRefuse, refusal } from '../web-function';

export interface PaymentFunctionDeps {
  db: Db;
  mercadoPago: MercadoPagoConfig | undefined;
  /** Signs each checkout's reference, which the webhook checks (the same in every function). */
  referenceSecret: string;
  log: (message: string, error: unknown) => void;
}

export const notConfigured = () =>
  refusal(503, 'payments_not_configured', 'Pagamentos ainda não configurados.');

/** The signed-in buyer (a user's token, never the anon key). */
export async function buyerOf(
  identify: (request: Request) => Promise<RequestIdentity>,
  request: Request,
): Promise<{ userId: string; email: string }> {
  const { role, claims } = await identify(request);
  if (role !== 'authenticated' || !claims.sub || !claims.email) {
    throw refusal(401, 'not_authenticated', 'Faça login para assinar um plano.');
  }
  return { userId: claims.sub, email: claims.email };
}

/** Runs a payment function's work, its refusals and Mercado Pago's failures in pt-BR. */
export function answerPayment(
  deps: Pick<PaymentFunctionDeps, 'log'>,
  handle: () => Promise<Response>,
): Promise<Response> {
  return answerOrRefuse(
    async () => {
      try {
        return await handle();
      } catch (error) {
        if (error instanceof CheckoutRefused) {
          throw refusal(400, 'checkout_refused', error.message);
        }
        if (error instanceof MercadoPagoError) {
          deps.log('mercadopago api unavailable', error);
          throw refusal(
            502,
            'provider_unavailable',
            'Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes.',
          );
        }
        throw error;
      }
    },
    { status: 500, code: 'unexpected_failure', message: 'Erro inesperado. Tente novamente.' },
    deps.log,
  );
}
