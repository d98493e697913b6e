// Two-factor sign-in (docs/product/trust-and-safety.md, "Two-factor sign-in"): turned on in
// Configurações > Segurança with the app's first code, asked for after the password, refused
// when wrong, and turned off with a current code. Codes are computed here from the key the
// screen shows, as an authenticator app would.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  baseUrl,
  anonKey,
  apiSignIn,
  createConfirmedUser,
  expectToast,
  signInInBrowser,
} from './support/server';
import { openInApp } from './support/in-app';

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('turn on two-factor, sign in with the code, turn it off', async ({ page }) => {
  const account = await createConfirmedUser('dois-fatores');
  await signInInBrowser(page, account, '/dashboard/settings/security');
  await expect(page.getByText('Desativada', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(
    page.getByRole('img', { name: 'QR Code para configurar o aplicativo autenticador' }),
  ).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(/Código do aplicativo/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expectToast(page, 'Verificação em duas etapas ativada');
  await expect(page.getByText('Ativada', { exact: true })).toBeVisible();

  // The password alone opens nothing, in the browser or through the API.
  const passwordOnly = await apiSignIn(account.email, account.password);
  const rows = await fetch(`${baseUrl()}/rest/v1/qr_codes?select=id`, {
    headers: { apikey: await anonKey(), authorization: `Bearer ${passwordOnly}` },
  });
  expect(rows.status).toBe(403);
  expect(((await rows.json()) as { message: string }).message).toBe(
    'Confirme o código de verificação em duas etapas para continuar.',
  );

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectToast(page, 'Logout realizado');
  await signInWithPassword(page, account);
  const code = page.getByLabel(/Código de verificação/);
  await expect(code).toBeVisible();
  await page.goto('/dashboard/my-qrs');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await code.fill(codeFor(secret, Date.now() + 10 * 60_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(/^Código incorreto\./)).toBeVisible();
  await code.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectToast(page, 'Login bem-sucedido!');
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  await expect(page.getByRole('heading', { name: 'Meus QR Codes' })).toBeVisible();

  await openInApp(page, '/dashboard/settings/security');
  await page.getByLabel(/Código do aplicativo/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
  await expectToast(page, 'Verificação em duas etapas desativada');
  await expect(page.getByText('Desativada', { exact: true })).toBeVisible();
});
