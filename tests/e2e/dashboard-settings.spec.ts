import { expect, test } from '@playwright/test';
import { solidPng } from './support/qr-png';
import {
  anonKey,
  apiSession,
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  expectToast,
  signInInBrowser,
} from './support/server';
import { openInApp } from './support/in-app';

test('profile, password and subscription tabs', async ({ page }) => {
  const account = await createConfirmedUser('config');
  await signInInBrowser(page, account);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { name: 'Configurações da Conta' })).toBeVisible();

  // Perfil: e-mail read-only, name required.
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await page.getByLabel(/^Nome completo/).fill('   ');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('O nome completo é obrigatório.')).toBeVisible();
  await page.getByLabel(/^Nome completo/).fill('Maria Nova');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, 'Perfil atualizado!');
  await page.reload();
  await expect(page.getByLabel(/^Nome completo/)).toHaveValue('Maria Nova');

  // Senha: the rules, then the new password signs in.
  await page.getByRole('tab', { name: 'Senha' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/password$/);
  await page.getByLabel(/^Nova senha/).fill('nova-senha-1');
  await page.getByLabel(/^Confirmar nova senha/).fill('outra-coisa');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas não coincidem.').first()).toBeVisible();
  await page.getByLabel(/^Confirmar nova senha/).fill('nova-senha-1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, 'Senha alterada!');
  await expect(apiSignIn(account.email, 'nova-senha-1')).resolves.toBeTruthy();
  await expect(apiSignIn(account.email, account.password)).rejects.toThrow();

  // Assinatura: the real (free) plan and the real count of saved codes.
  await page.getByRole('tab', { name: 'Assinatura' }).click();
  await expect(page.getByRole('heading', { name: 'Grátis' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Grátis', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Nenhuma fatura encontrada.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver Planos e Preços' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('deleting the account takes every row and logo file with it', async ({ page }) => {
  const account = await createConfirmedUser('excluir');
  await signInInBrowser(page, account);
  await page.getByRole('link', { name: 'Gerar QR Code' }).click();
  await page.getByLabel(/^URL de destino/).fill('https://exemplo.com.br/vai-sumir');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(32, [200, 0, 0]),
  });
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  const row = page.getByRole('row').filter({ hasText: 'vai-sumir' });
  const dynamicUrl = await row
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');
  const token = await apiSignIn(account.email, account.password);
  const config = (await (await fetch(`${baseUrl()}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const [code] = (await (
    await fetch(`${baseUrl()}/rest/v1/qr_codes?select=logo_url`, {
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}` },
    })
  ).json()) as { logo_url: string }[];
  expect((await fetch(code!.logo_url)).status).toBe(200);

  await openInApp(page, '/dashboard/settings/delete_account');
  await page.getByRole('button', { name: 'Excluir Conta' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const last = page.getByRole('dialog', { name: 'Última confirmação' });
  await expect(
    last.getByRole('button', { name: 'Excluir minha conta para sempre' }),
  ).toBeDisabled();
  await last.getByLabel('Confirmação').fill('excluir');
  await last.getByRole('button', { name: 'Excluir minha conta para sempre' }).click();
  await expectToast(page, 'Conta excluída');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  expect((await fetch(dynamicUrl!, { redirect: 'manual' })).status).toBe(404);
  expect((await fetch(code!.logo_url)).status).toBe(404);
  await expect(apiSignIn(account.email, account.password)).rejects.toThrow();
});

test('Sair de todos os outros dispositivos ends the other sessions and keeps this one', async ({
  page,
}) => {
  const account = await createConfirmedUser('sessoes');
  const other = await apiSession(account.email, account.password);
  await signInInBrowser(page, account, '/dashboard/settings/password');
  await page.getByRole('button', { name: 'Sair de todos os outros dispositivos' }).click();
  await page
    .getByRole('dialog', { name: 'Sair dos outros dispositivos?' })
    .getByRole('button', { name: 'Sair dos outros' })
    .click();
  await expectToast(page, 'Outros dispositivos desconectados');

  // The other device can no longer renew its session, nor be told who it is.
  const headers = { apikey: await anonKey(), 'content-type': 'application/json' };
  const renewed = await fetch(`${baseUrl()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ refresh_token: other.refresh_token }),
  });
  expect(renewed.status).toBeGreaterThanOrEqual(400);
  const who = await fetch(`${baseUrl()}/auth/v1/user`, {
    headers: { ...headers, authorization: `Bearer ${other.access_token}` },
  });
  expect(who.status).toBeGreaterThanOrEqual(400);
  // This browser is still signed in.
  await page.goto('/dashboard/my-qrs');
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
});
