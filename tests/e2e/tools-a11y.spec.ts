import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';

const tools = [
  '/tools/qr-code-generator',
  '/tools/short-link-generator',
  '/tools/vcard-generator',
  '/tools/whatsapp-link-generator',
];

for (const path of tools) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    // The navbar and footer belong to the shell and are audited by a11y.spec.ts.
    expect(await blockingViolations(page, 'main')).toEqual([]);
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
