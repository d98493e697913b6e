import { expect, test } from '@playwright/test';
import { expectToast, mailedLink, uniqueEmail } from './support/server';

test('forgot password, then set a new one through the mailed link', async ({ page }) => {
  const email = uniqueEmail('recupera');
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Bruno Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill('senha-antiga');
  await page.getByLabel('Confirmar senha').fill('senha-antiga');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Quase lá!' })).toBeVisible();
  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado');
  await expect(page).toHaveURL(/\/$/);

  // /update-password without a recovery session is refused.
  await page.goto('/update-password');
  await expectToast(page, 'Sessão inválida');
  await expect(page).toHaveURL(/\/forgot-password$/);

  const answer =
    'Se existir uma conta com este e-mail, você receberá um link para redefinir sua senha.';
  // The same answer whether or not the account exists.
  await page.getByLabel('E-mail').fill(uniqueEmail('inexistente'));
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(
    page.getByRole('alert', { name: 'Verifique seu e-mail' }).filter({ hasText: answer }),
  ).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(
    page.getByRole('alert', { name: 'Verifique seu e-mail' }).filter({ hasText: answer }),
  ).toBeVisible();

  await page.goto(await mailedLink(email));
  await expectToast(page, 'Autenticado para recuperação');
  await expect(page).toHaveURL(/\/update-password$/);

  await page.getByLabel(/^Nova senha/).fill('123');
  await page.getByLabel('Confirmar nova senha').fill('123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectToast(page, 'Senha muito curta');

  await page.getByLabel(/^Nova senha/).fill('senha-nova-1');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expectToast(page, 'Senha atualizada!');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Login bem-sucedido!');
});
