// The renderer's Content-Security-Policy. Scripts only from the app itself (no inline script,
// no eval), no plugins, frames, forms or <base>; the network only towards the chosen backend.
// Styles allow inline because Mantine sets CSS variables in style attributes.
// index.html carries the same policy with a looser connect-src (any https backend, loopback
// http) for the first launch, before a backend is known; main serves every page with the exact
// one in the header, and a browser applies both.

const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

function policy(network: readonly string[]): string {
  const sources = network.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources}`,
    "font-src 'self' data:",
    `connect-src 'self' ${sources}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The header policy: only `backendOrigin` (none before the first launch's choice). */
export function contentSecurityPolicy(backendOrigin: string | null): string {
  return policy(backendOrigin ? [backendOrigin] : []);
}

/** The policy in index.html: any https backend or this machine's, until one is chosen. */
export function baselineContentSecurityPolicy(): string {
  return policy(['https:', ...LOOPBACK]).replace(/; frame-ancestors 'none'$/, '');
}
