// The public pages a phone opens first arrive as HTML (apps/web/build/prerender-pages.ts): the
// page is there before any script runs, inert until the app has hydrated it, and the app then
// hydrates it without a mismatch (React logs one, and draws the page again, when the HTML and its
// first render differ) and without a script the Content-Security-Policy refuses. What takes input
// once the root is no longer inert has hydrated: a control still HTML then (inside a Suspense
// boundary React hydrates in a later pass) would take a choice React never sees.
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSession, putSessionInBrowser } from './support/server';

const PAGES = [
  { path: '/', heading: /Conecte, Rastreie e Impressione/ },
  { path: '/pricing', heading: 'Planos e Preços' },
  { path: '/tools/qr-code-generator', heading: 'Gerador de QR Code' },
  { path: '/tools/whatsapp-link-generator', heading: 'Gerador de Links WhatsApp' },
  { path: '/tools/vcard-generator', heading: 'Gerador de vCard 4.0' },
];

type Probe = Window & { notHydrated?: string[] };

/**
 * Run in the page before its scripts: when the root stops being inert, lists the controls that
 * take input (not inside a part still inert of its own) that React has not hydrated yet.
 */
function notHydratedWhenInputOpens() {
  const root = () => document.getElementById('root');
  const observer = new MutationObserver(() => {
    const element = root();
    if (!element || element.hasAttribute('inert')) return;
    observer.disconnect();
    const controls = element.querySelectorAll('button, input, select, textarea, a[href]');
    (window as Probe).notHydrated = [...controls]
      .filter((control) => !control.closest('[inert]'))
      .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactFiber')))
      .map((control) => control.outerHTML.slice(0, 80));
  });
  observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
}

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
    await page.addInitScript(notHydratedWhenInputOpens);
    await page.goto(path);
    await expect(page.locator('#root:not([inert])')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(problems).toEqual([]);
    const notHydrated = await page.evaluate(() => (window as Probe).notHydrated);
    expect(notHydrated).toEqual([]);
  });
}

// The landing's questions and plans are left out of its first script (lib/deferred-part.tsx):
// the page takes clicks before they hydrate, and each hydrates from its HTML when its code
// arrives, the session having moved on meanwhile. Their code is held back here until the page
// is interactive and signed in, the slowest order a phone's network can give.
test('the landing hydrates its questions and plans from their HTML when their code arrives', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  let release = () => {};
  const partsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(PricingSection|FaqList)-[^/]*\.js$/, async (route) => {
    await partsHeld;
    await route.continue();
  });
  await putSessionInBrowser(page, await apiSession(e2eAdmin.email, e2eAdmin.password));
  await page.goto('/');

  await expect(page.locator('#root:not([inert])')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.locator('#pricing > div[inert]')).toHaveCount(1);
  await expect(page.locator('section[aria-labelledby="faq-title"] > div[inert]')).toHaveCount(1);
  // The parts' nodes from the HTML, marked to tell whether React keeps them or draws anew.
  const PART_NODES = '#pricing h2, #faq-title + div button';
  const nodesFromHtml = () =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].filter((node) => 'fromHtml' in node).length,
      PART_NODES,
    );
  await page.evaluate((selector) => {
    for (const node of document.querySelectorAll(selector)) Object.assign(node, { fromHtml: true });
  }, PART_NODES);
  expect(await nodesFromHtml()).toBe(6);

  release();
  await expect(page.locator('#pricing > div[inert]')).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="faq-title"] > div[inert]')).toHaveCount(0);
  expect(await nodesFromHtml()).toBe(6);
  const question = page.getByRole('button', { name: 'O que é um QR Code dinâmico?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#pricing').getByRole('heading', { name: 'Grátis' })).toBeVisible();
  expect(problems).toEqual([]);
});
