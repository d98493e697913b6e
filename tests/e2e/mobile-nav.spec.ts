import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('phones navigate through the side drawer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const item of [
    'Planos',
    'Links WhatsApp',
    'QR Codes',
    'Encurtar Links',
    'Login',
    'Cadastre-se',
  ]) {
    await expect(drawer.getByRole('link', { name: item })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Planos' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(drawer).toBeHidden();
});
