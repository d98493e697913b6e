import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSignIn, rpcAs } from './support/server';

const message = 'Voltamos às 18h com novidades.';

test.describe('maintenance mode', () => {
  let token: string;

  test.beforeAll(async () => {
    token = await apiSignIn(e2eAdmin.email, e2eAdmin.password);
    await rpcAs(token, 'update_app_setting', {
      p_key: 'maintenance_mode',
      p_value: { enabled: true, message },
    });
  });

  test.afterAll(async () => {
    await rpcAs(token, 'update_app_setting', {
      p_key: 'maintenance_mode',
      p_value: { enabled: false, message },
    });
  });

  test('a visitor sees the maintenance page with the admin message everywhere', async ({
    page,
  }) => {
    for (const path of ['/', '/pricing', '/register', '/tools/whatsapp-link-generator']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Site em manutenção' })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('an admin signs in and uses the site normally', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(e2eAdmin.email);
    await page.getByLabel('Senha').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Planos e Preços' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Painel Admin' })).toBeVisible();
  });
});
