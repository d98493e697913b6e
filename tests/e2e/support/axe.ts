// The accessibility bar every screen must pass: no serious or critical axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function blockingViolations(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    // The third-party video player is not ours to audit (and is offline here).
    .exclude('iframe[title="Vídeo de apresentação do QR Link"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** The WCAG 2.1 A and AA rules, the bar of the signed-in screens. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every WCAG 2.1 A/AA violation on the page as it is now, whatever its impact. */
export async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.length,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    html: violation.nodes.map((node) => node.html.slice(0, 200)).slice(0, 3),
  }));
}
