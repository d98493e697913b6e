import { expect, test } from '@playwright/test';
import { baseUrl, expectToast } from './support/server';

test('a visitor shortens a link with an alias and the short link redirects to it', async ({
  page,
}) => {
  const alias = `promo-${Date.now()}`;
  const destination = 'https://exemplo.com.br/destino?origem=e2e';
  await page.goto('/tools/short-link-generator');
  await expect(page.getByRole('heading', { name: 'Encurtador de Links Poderoso' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Faça login' })).toHaveAttribute('href', '/login');

  await page.getByLabel(/URL Original/).fill(destination);
  // Characters an alias cannot hold disappear as they are typed.
  await page.getByLabel('Alias personalizado (opcional)').pressSequentially(`${alias}!@ #`);
  await expect(page.getByLabel('Alias personalizado (opcional)')).toHaveValue(alias);
  await page.getByLabel('Descrição (opcional)').fill('Campanha de teste');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();

  await expectToast(page, 'Link encurtado com sucesso!');
  const result = page.getByTestId('short-link-result');
  await expect(result).toHaveText(`${baseUrl()}/s/${alias}`);
  await expect(result).toHaveAttribute('target', '_blank');
  await expect(page.getByLabel(/URL Original/)).toHaveValue('');

  const response = await fetch(`${baseUrl()}/s/${alias}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(destination);

  // Copy: the clipboard holds the link and the check mark shows for 2 seconds.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseUrl(),
  });
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expectToast(page, 'Link copiado!');
  await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/s/${alias}`);
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible({ timeout: 4000 });

  // The same alias again is refused with the spec's message.
  await page.getByLabel(/URL Original/).fill('https://exemplo.com.br/outro');
  await page.getByLabel('Alias personalizado (opcional)').fill(alias);
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expectToast(page, 'Erro ao encurtar link');
  await expect(
    page.getByText('Este alias personalizado já está em uso. Tente outro.'),
  ).toBeVisible();
});

test('without an alias the link gets a random 7-character code', async ({ page }) => {
  await page.goto('/tools/short-link-generator');
  await page.getByLabel(/URL Original/).fill('exemplo.com.br/sem-alias');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  const result = page.getByTestId('short-link-result');
  await expect(result).toHaveText(new RegExp(`^${baseUrl()}/s/[A-Za-z0-9]{7}$`));
  const response = await fetch((await result.textContent()) ?? '', { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('https://exemplo.com.br/sem-alias');
});

test('where a link leads is screened: a bank look-alike is refused, an IP address needs an account', async ({
  page,
}) => {
  await page.goto('/tools/short-link-generator');
  await page.getByLabel(/URL Original/).fill('https://nubank-seguro.online/pix');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expectToast(page, 'Erro ao encurtar link');
  await expect(
    page.getByText('Este endereço não pode ser usado: ele imita um endereço de Nubank.'),
  ).toBeVisible();
  await page.getByLabel(/URL Original/).fill('http://203.0.113.7/promo');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page.getByText('Entre na sua conta para encurtar este endereço')).toBeVisible();
  await expect(page.getByTestId('short-link-result')).toHaveCount(0);
});
