import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const tools = [
  '/tools/qr-code-generator',
  '/tools/short-link-generator',
  '/tools/vcard-generator',
  '/tools/whatsapp-link-generator',
];

for (const path of tools) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The navbar and footer belong to the shell and are audited by a11y.spec.ts.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        html: violation.nodes.map((node) => node.html.slice(0, 300)).slice(0, 5),
      }));
    expect(blocking).toEqual([]);
  });
}

test('the tools stack into one column on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/tools/qr-code-generator');
  const url = await page.getByLabel(/URL de destino/).boundingBox();
  const preview = await page.getByText('Pré-visualização', { exact: true }).boundingBox();
  expect(url && preview && preview.y > url.y).toBe(true);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});
