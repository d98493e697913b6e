import { getBackendConfig } from '../client';

/**
 * Whether paid plans can be bought: the server has Mercado Pago configured (self-hosted:
 * /app-config.json; hosted: VITE_PAYMENTS_ENABLED). Unreadable configuration: not offered.
 */
export async function getPaymentsEnabled(): Promise<boolean> {
  try {
    return (await getBackendConfig()).paymentsEnabled === true;
  } catch {
    return false;
  }
}
