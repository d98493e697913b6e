import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` the way the app's own links do (the router follows the history), not by loading
 * the page again: the bundle is parsed and run once per page instead of once per screen, which
 * is most of what a screen check costs. The screens are the same either way. The page must
 * already show the app.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, page.url()).href;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(target);
}
