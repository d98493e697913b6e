/**
 * Edge Function `checkout` {plan_id, cycle} (packages/server/src/functions/payments/): a signed-in
 * buyer's checkout address at Mercado Pago. Settings: _shared/payment-settings.ts, and
 *   PUBLIC_URL  the app's address, where Mercado Pago sends the buyer back
 */
import { checkoutFunction } from '@qrlink/server/functions/payments/checkout-function';
import { paymentDeps } from '../_shared/payment-settings.ts';
import { gatewayIdentity, serveFunction } from '../_shared/serve-function.ts';

serveFunction('checkout', async (settings) =>
  checkoutFunction({
    ...(await paymentDeps('checkout', settings)),
    identify: gatewayIdentity,
    publicUrl: settings.required('PUBLIC_URL').replace(/\/+$/, ''),
  }),
);
