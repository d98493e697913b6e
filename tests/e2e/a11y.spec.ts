import { expect, test } from '@playwright/test';
import { blockingViolations, wcagViolations } from './support/axe';

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

test('the check itself finds what it is there to find', async ({ page }) => {
  await page.goto('/faq');
  expect(await blockingViolations(page)).toEqual([]);
  await page
    .locator('main')
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'afterbegin',
        '<img src="/x.png"><p style="color:#eee;background:#fff">pouco contraste</p><button></button>',
      ),
    );
  const planted = ['button-name', 'color-contrast', 'image-alt'];
  expect((await blockingViolations(page)).map((violation) => violation.id).sort()).toEqual(planted);
  expect((await wcagViolations(page)).map((violation) => violation.id).sort()).toEqual(planted);
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
