/**
 * Edge Function `cancel-subscription` (packages/server/src/functions/payments/): stops the
 * renewals of the buyer's plan. Settings: _shared/payment-settings.ts.
 */
import { cancelSubscriptionFunction } from '@qrlink/server/functions/payments/cancel-subscription-function';
import { paymentDeps } from '../_shared/payment-settings.ts';
import { gatewayIdentity, serveFunction } from '../_shared/serve-function.ts';

serveFunction('cancel-subscription', async (settings) =>
  cancelSubscriptionFunction({
    ...(await paymentDeps('cancel-subscription', settings)),
    identify: gatewayIdentity,
  }),
);
