/**
 * The headers every answer of the server carries (docs/architecture.md, "Security headers"):
 * no MIME sniffing, no framing, origin-only referrers to other sites, no camera, microphone or
 * location for any page, and a Content-Security-Policy. The SPA's pages get the app's policy
 * (its own scripts only, never inline ones; inline styles for Mantine; the presentation video's
 * player); every other answer (JSON, redirects, files) gets one that loads nothing. Behind
 * https (a trusted proxy's X-Forwarded-Proto), Strict-Transport-Security too. An answer that
 * sets its own policy (storage's sandbox) keeps it.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** For answers that are not pages: nothing may load from them, nothing may frame them. */
export const NO_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The security headers an answer lacks, given its content type and whether it went over https. */
export function securityHeadersFor(
  present: (name: string) => boolean,
  contentType: string | undefined,
  https: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    if (!present(name)) headers[name] = value;
  }
  if (!present('content-security-policy')) {
    headers['content-security-policy'] = contentType?.startsWith('text/html')
      ? APP_CONTENT_SECURITY_POLICY
      : NO_CONTENT_SECURITY_POLICY;
  }
  if (https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
