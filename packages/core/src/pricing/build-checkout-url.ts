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
 * Append `back_url=<return address>` to a checkout link. The link's own query is kept byte for
 * byte (re-serialising it through URLSearchParams could change the provider's signed
 * parameters), the parameter goes before any fragment, and the return address is encoded as
 * one value so its own `?plan=...&cycle=...` cannot leak into the provider's query.
 */
export function buildCheckoutUrl(link: string, back: CheckoutReturn): string {
  const hashAt = link.indexOf('#');
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const separator = !beforeHash.includes('?')
    ? '?'
    : beforeHash.endsWith('?') || beforeHash.endsWith('&')
      ? ''
      : '&';
  const param = `back_url=${encodeURIComponent(subscriptionReturnUrl(back))}`;
  return `${beforeHash}${separator}${param}${hash}`;
}
