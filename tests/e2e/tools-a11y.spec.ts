import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { openInApp } from './support/in-app';

// Each tool page with its heading.
const tools = [
  ['/tools/qr-code-generator', 'Gerador de QR Code'],
  ['/tools/short-link-generator', 'Encurtador de Links Poderoso'],
  ['/tools/vcard-generator', 'Gerador de vCard 4.0'],
  ['/tools/whatsapp-link-generator', 'Gerador de Links WhatsApp'],
] as const;

test('no serious or critical axe violations on any tool page', async ({ page }) => {
  // One browser page, each tool opened as the app's links open it (support/in-app.ts) and
  // checked once its heading shows; a failing tool is reported and the others still checked.
  await page.goto(tools[0][0]);
  for (const [path, heading] of tools) {
    await test.step(path, async () => {
      await openInApp(page, path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      // The navbar and footer belong to the shell and are audited by a11y.spec.ts.
      expect.soft(await blockingViolations(page, 'main'), `axe on ${path}`).toEqual([]);
    });
  }
});

test('the tools stack into one column on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/tools/qr-code-generator');
  const url = await page.getByLabel(/URL de destino/).boundingBox();
  const preview = await page.getByText('Pré-visualização', { exact: true }).boundingBox();
  expect(url && preview && preview.y > url.y).toBe(true);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});
