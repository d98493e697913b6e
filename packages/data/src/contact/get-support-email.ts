import { DEFAULT_SUPPORT_EMAIL } from '@qrlink/core/constants';
import { getBackendConfig } from '../client';

/**
 * The support address the pages show: the server's SUPPORT_EMAIL (from /app-config.json), or
 * the hosted build's VITE_SUPPORT_EMAIL, else the product's default. Never fails: an address
 * is always better than an error on an information page.
 */
export async function getSupportEmail(): Promise<string> {
  try {
    return (await getBackendConfig()).supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  } catch {
    return DEFAULT_SUPPORT_EMAIL;
  }
}
