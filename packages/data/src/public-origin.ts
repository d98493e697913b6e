import { getBackendConfig } from './client';
import { publicOriginOf } from './config';

/**
 * The origin that QR codes, short links and e-mail links are built on (PUBLIC_URL when the
 * backend names one), so a page opened at 127.0.0.1 still prints the address people can reach.
 * Falls back to the page's origin when the configuration cannot be read.
 */
export async function getPublicOrigin(
  pageOrigin: string = window.location.origin,
): Promise<string> {
  try {
    return publicOriginOf(await getBackendConfig(), pageOrigin);
  } catch {
    return pageOrigin;
  }
}
