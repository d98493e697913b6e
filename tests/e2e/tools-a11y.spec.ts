import { expect, test } from '@playwright/test';
import { checkPagesInApp, type PageWithHeading } from './support/axe';

const tools: PageWithHeading[] = [
  ['/tools/qr-code-generator', 'Gerador de QR Code'],
  ['/tools/short-link-generator', 'Encurtador de Links Poderoso'],
  ['/tools/vcard-generator', 'Gerador de vCard 4.0'],
  ['/tools/whatsapp-link-generator', 'Gerador de Links WhatsApp'],
];

test('no serious or critical axe violations on any tool page', async ({ page }) => {
  // The navbar and footer belong to the shell and are audited by a11y.spec.ts.
  await checkPagesInApp(page, tools, 'main');
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
