// The window never leaves the app: no new windows, no navigation elsewhere. Links to the web
// (the dynamic URL's 'Testar', a short link) open in the system browser, and only for http(s):
// never file:, javascript:, smb: or a custom scheme that could start another program.
import { originOf } from './app-origin';

/** The address to hand to the system browser, or null when it must not be opened. */
export function externalUrlToOpen(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface NavigationPolicy {
  appOrigin: string;
  openExternal: (url: string) => void;
}

/** setWindowOpenHandler: every window.open / target=_blank is denied, web links go outside. */
export function handleWindowOpen(url: string, policy: NavigationPolicy): { action: 'deny' } {
  const external = externalUrlToOpen(url);
  if (external && originOf(external) !== policy.appOrigin) policy.openExternal(external);
  return { action: 'deny' };
}

/**
 * will-navigate / will-redirect: the app's own pages may load (a reload after choosing the
 * backend); anything else is stopped, and web addresses go to the system browser.
 */
export function guardNavigation(
  event: { preventDefault: () => void },
  url: string,
  policy: NavigationPolicy,
): void {
  if (originOf(url) === policy.appOrigin) return;
  event.preventDefault();
  const external = externalUrlToOpen(url);
  if (external) policy.openExternal(external);
}
