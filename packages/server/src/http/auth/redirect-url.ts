/**
 * Where an e-mail link may send people: only the site's own origins (SITE_URL, PUBLIC_URL and
 * the configured extra ones). Anything else, or garbage, falls back to SITE_URL, as GoTrue
 * does: never an open redirect.
 */
export function safeRedirectUrl(
  candidate: string | undefined,
  siteUrl: string,
  allowedOrigins: readonly string[],
): string {
  const fallback = new URL(siteUrl).href;
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  return allowedOrigins.includes(url.origin) ? url.href : fallback;
}

/** `base#key=value&...`: the fragment never reaches a server log, so tokens go there. */
export function withFragment(base: string, params: Record<string, string>): string {
  const withoutHash = base.split('#')[0] ?? base;
  return `${withoutHash}#${new URLSearchParams(params).toString()}`;
}
