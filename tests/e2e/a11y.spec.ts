import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every public page of this app's shell (the four tool pages have their own specs).
const pages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/pricing',
  '/plans',
  '/features',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/blog',
  '/pagina-que-nao-existe',
];

async function blockingViolations(page: Page) {
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

for (const path of pages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the dark scheme keeps the landing and login pages accessible', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('qrlink-color-scheme', 'dark'));
  for (const path of ['/', '/login', '/pricing']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await blockingViolations(page)).toEqual([]);
  }
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#conteudo$/);
});
