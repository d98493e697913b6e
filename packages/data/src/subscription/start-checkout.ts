import { z } from 'zod';
import type { BillingCycle } from '@qrlink/core/constants';
import { toAppError } from '../errors';
import { invokeFunction } from '../invoke-function';

const CHECKOUT_ERROR = {
  title: 'Erro ao iniciar pagamento',
  message: 'Não foi possível abrir o pagamento agora. Tente novamente em instantes.',
};

/** The browser is sent there: an http(s) address, whatever the server answered. */
const checkoutSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/**
 * Where 'Assinar Agora' sends a signed-in buyer (docs/product/payments.md, "The payment contract"):
 * the server answers the plan's checkout address (the admin's pasted link or a new Mercado Pago
 * subscription), carrying who buys what, signed. Its refusals (not signed in, payments not
 * configured, no yearly price, Mercado Pago unreachable) come back in pt-BR.
 */
export async function startCheckout(planId: string, cycle: BillingCycle): Promise<string> {
  const answer = await invokeFunction<unknown>(
    'checkout',
    { plan_id: planId, cycle },
    CHECKOUT_ERROR,
    { showMessageOf: [400, 401, 502, 503] },
  );
  const parsed = checkoutSchema.safeParse(answer);
  if (!parsed.success) throw toAppError(parsed.error, CHECKOUT_ERROR);
  return parsed.data.url;
}
