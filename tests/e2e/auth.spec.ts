import { expect, test } from '@playwright/test';
import { expectToast, mailedLink, uniqueEmail } from './support/server';

test('register, confirm through the mailed link, log out and log in again', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  const password = 'senha-forte-1';

  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Ana Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Quase lá!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
    'href',
    '/login',
  );

  // Registering the same address again is refused before sign-up.
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Ana Outra');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expectToast(page, 'E-mail já cadastrado');

  // The confirmation link signs the person in and lands on the dashboard.
  await page.goto(await mailedLink(email));
  await expectToast(page, 'Conta confirmada!');
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The dashboard is closed again: anonymous visitors go to /login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Login bem-sucedido!');
  await expect(page).toHaveURL(/\/dashboard/);

  // Signed-in users are sent away from the auth screens.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('wrong password shows the pt-BR error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(uniqueEmail('ninguem'));
  await page.getByLabel('Senha').fill('qualquer-coisa');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Erro no Login');
  await expect(page).toHaveURL(/\/login$/);
});
