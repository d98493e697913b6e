// The accessibility bar every screen must pass, checked by axe-core inside the page.
//
// axe-core runs in the page itself, injected once per document: a single-page app keeps it
// across the screens a spec opens in-app. @axe-core/playwright, which this replaced, injected
// it again and opened a blank page for every check (1.1-3.8 s a screen here, against 0.1-0.7 s
// this way), which made the accessibility specs a third of the end-to-end run. Only violations
// are collected (`resultTypes`): the passing nodes were serialised and thrown away.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { openInApp } from './in-app';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the injected script puts on `window`. */
interface AxeInPage {
  run(context: unknown, options: RunOptions): Promise<AxeResults>;
}

/** The part of the page to check: all of it but `exclude`, or only `include`. */
interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** axe's results for the page's own document (frames are not ours to audit: none are ours). */
async function runAxe(page: Page, runOnly?: RunOptions['runOnly'], scope: AxeScope = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline
    // scripts, and rightly so.
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    ([only, { include, exclude }]) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      const options: RunOptions = { resultTypes: ['violations'], iframes: false };
      const context =
        include || exclude ? { include: include ?? [], exclude: exclude ?? [] } : document;
      return axe.run(context, only ? { ...options, runOnly: only } : options);
    },
    [runOnly, scope] as const,
  ) as Promise<AxeResults>;
}

/**
 * Serious and critical violations of every rule axe enables by default (best practices too), in
 * the whole page or only `within` a part of it.
 */
export async function blockingViolations(page: Page, within?: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The third-party video player is not ours to audit (and is offline here).
  const results = await runAxe(page, undefined, {
    ...(within ? { include: [within] } : {}),
    exclude: ['iframe[title="Vídeo de apresentação do QR Link"]'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      html: violation.nodes.map((node) => node.html.slice(0, 300)).slice(0, 5),
    }));
}

/** The WCAG 2.1 A and AA rules, the bar of the signed-in screens. */
const WCAG_21_AA: RunOptions['runOnly'] = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
};

/** Every WCAG 2.1 A/AA violation on the page as it is now, whatever its impact. */
export async function wcagViolations(page: Page) {
  const results = await runAxe(page, WCAG_21_AA);
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.length,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    html: violation.nodes.map((node) => node.html.slice(0, 200)).slice(0, 3),
  }));
}

/** A page's path and the heading it shows once loaded. */
export type PageWithHeading = readonly [path: string, heading: string];

/**
 * blockingViolations of each page in turn, in one browser page: the first loaded, the others
 * opened as the app's links open them (support/in-app.ts), each checked once its own heading
 * shows (the router keeps the last page up while it loads the next). A failing page is reported
 * by its path and the others are still checked.
 */
export async function checkPagesInApp(
  page: Page,
  pages: readonly PageWithHeading[],
  within?: string,
): Promise<void> {
  await page.goto(pages[0]![0]);
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await openInApp(page, path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      expect.soft(await blockingViolations(page, within), `axe on ${path}`).toEqual([]);
    });
  }
}
