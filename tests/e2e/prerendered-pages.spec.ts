// The public pages a phone opens first arrive as HTML (apps/web/build/prerender-pages.ts): the
// page is there before any script runs, inert until the app has hydrated it, and the app then
// hydrates it without a mismatch (React logs one, and draws the page again, when the HTML and its
// first render differ) and without a script the Content-Security-Policy refuses.
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/', heading: /Conecte, Rastreie e Impressione/ },
  { path: '/pricing', heading: 'Planos e Preços' },
  { path: '/tools/qr-code-generator', heading: 'Gerador de QR Code' },
];

for (const { path, heading } of PAGES) {
  test(`${path} arrives as HTML and the app hydrates it cleanly`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root" inert>');
    expect(html).toMatch(heading instanceof RegExp ? heading : new RegExp(heading));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('#root:not([inert])')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
