import type { Page } from '@playwright/test';

/**
 * Opens `path` the way the app's own links do (the router follows the history), not by loading
 * the page again: the bundle is parsed and run once per page instead of once per screen, which
 * is most of what a screen costs the browser (about 1 CPU-second here). The screens are the
 * same either way; a spec whose point is the full load of an address (a deep link, a return
 * from Mercado Pago, a session kept across loads) uses `page.goto`. The caller waits for what
 * the screen shows: a screen may move on at once (a code that is not the user's sends them back
 * to the list).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // The router follows the history once it is on the page: a prerendered page's app has
  // hydrated (the root is no longer inert), any other page's app has drawn into the root. A
  // history entry written before would be missed, as the router starts listening when it
  // commits (react-router's BrowserRouter), which nothing in the app itself does before then.
  await page.waitForSelector('#root:not([inert]) > *', { state: 'attached' });
  await page.evaluate((to) => {
    // The entry the router's own push writes (its position in `idx`), so that its later
    // redirects and back/forward steps count from here.
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
