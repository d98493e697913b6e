import type { BillingCycle } from '../constants';

export interface CheckoutReturn {
  /** The app's origin, e.g. 'https://qrlink.com.br' (a trailing slash is tolerated). */
  origin: string;
  planId: string;
  cycle: BillingCycle;
}

/** The address the payment provider sends the buyer back to. */
export function subscriptionReturnUrl({ origin, planId, cycle }: CheckoutReturn): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/subscription/success?plan=${encodeURIComponent(planId)}&cycle=${cycle}`;
}

/**
 * Append `back_url=<return address>` (and any `extra` parameters, in order) to a checkout link.
 * The link's own query is kept byte for byte (re-serialising it through URLSearchParams could
 * change the provider's signed parameters), the parameters go before any fragment, and each
 * value is encoded whole so the return address's own `?plan=...&cycle=...` cannot leak into the
 * provider's query.
 */
export function buildCheckoutUrl(
  link: string,
  back: CheckoutReturn,
  extra: Record<string, string> = {},
): string {
  const hashAt = link.indexOf('#');
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const separator = !beforeHash.includes('?')
    ? '?'
    : beforeHash.endsWith('?') || beforeHash.endsWith('&')
      ? ''
      : '&';
  const params = Object.entries({ back_url: subscriptionReturnUrl(back), ...extra })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${beforeHash}${separator}${params}${hash}`;
}
