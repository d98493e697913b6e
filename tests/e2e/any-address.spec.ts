import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { baseUrl } from './support/server';

// PUBLIC_URL is http://localhost:PORT; the same server reached at 127.0.0.1 (or a LAN address,
// or through a proxy) must work too: the SPA talks to the origin that served it, and PUBLIC_URL
// only builds the links it prints.
const otherAddress = () => baseUrl().replace('localhost', '127.0.0.1');

test('the app works at 127.0.0.1 while PUBLIC_URL says localhost', async ({ page }) => {
  const blocked: string[] = [];
  page.on('requestfailed', (request) => blocked.push(request.url()));
  await page.goto(`${otherAddress()}/pricing`);
  await expect(page.getByRole('article', { name: 'Plano Básico' })).toContainText('R$ 19,90');

  await page.goto(`${otherAddress()}/login`);
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel(/^Senha/).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${otherAddress()}/dashboard/my-qrs`);
  await expect(page.getByRole('link', { name: 'Painel Admin' }).first()).toBeVisible();

  // Links people will share carry the public address, not the one this browser used.
  await page.goto(`${otherAddress()}/tools/short-link-generator`);
  await page.getByLabel(/URL Original/).fill('https://exemplo.com.br/qualquer-endereco');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page.getByTestId('short-link-result')).toHaveText(
    new RegExp(`^${baseUrl()}/s/[A-Za-z0-9]{7}$`),
  );
  expect(blocked.filter((url) => url.includes('localhost'))).toEqual([]);
});
