import { expect, test } from '@playwright/test';
import { baseUrl, createConfirmedUser, expectToast, signInInBrowser } from './support/server';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test('a user creates, edits, follows and deletes short links, and sees their clicks', async ({
  page,
}) => {
  await signInInBrowser(page, await createConfirmedUser('painel-links'));
  await page.getByRole('link', { name: 'Meus Links' }).click();
  await expect(page.getByRole('heading', { name: 'Meus Links Encurtados' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem links.')).toBeVisible();

  // Without an alias the database draws a 6-character code.
  await page.getByRole('link', { name: 'Criar Novo Link' }).first().click();
  await page.getByLabel(/^URL Original/).fill('exemplo.com.br/sem-alias');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);
  const random = page.getByRole('row').filter({ hasText: 'https://exemplo.com.br/sem-alias' });
  await expect(random.getByRole('link', { name: /\/s\/[A-Za-z0-9]{6}$/ })).toBeVisible();

  // With an alias, sanitised as typed, and a description.
  const alias = `promo-${Date.now()}`;
  const destination = 'https://exemplo.com.br/uma-campanha-de-verao-bem-longa?origem=painel';
  await page.getByRole('link', { name: 'Criar Novo Link' }).click();
  await page.getByLabel(/^URL Original/).fill(destination);
  await page.getByLabel('Alias personalizado (opcional)').pressSequentially(`${alias}!@ #`);
  await expect(page.getByLabel('Alias personalizado (opcional)')).toHaveValue(alias);
  await page.getByLabel('Descrição (opcional)').fill('Campanha de verão');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  const row = page.getByRole('row').filter({ hasText: destination });
  await expect(row).toContainText('Campanha de verão');
  await expect(
    row.getByRole('link', { name: `localhost:${new URL(baseUrl()).port}/s/${alias}` }),
  ).toBeVisible();

  // The same alias (any case) again is refused with the spec's message and nothing is written.
  await page.getByRole('link', { name: 'Criar Novo Link' }).click();
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/outra');
  await page.getByLabel('Alias personalizado (opcional)').fill(alias.toUpperCase());
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expectToast(page, 'Alias em uso');
  await expect(
    page.getByText('Este alias personalizado já está sendo utilizado. Por favor, escolha outro.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);

  // Edit keeps the alias working and points it elsewhere.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Link Encurtado' })).toBeVisible();
  await expect(page.getByLabel(/^URL Original/)).toHaveValue(destination);
  const edited = `${destination}&editado=1`;
  await page.getByLabel(/^URL Original/).fill(edited);
  await page.getByRole('button', { name: 'Atualizar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);
  const follow = await fetch(`${baseUrl()}/s/${alias}`, {
    redirect: 'manual',
    headers: { 'user-agent': ANDROID, referer: 'https://instagram.com/' },
  });
  expect(follow.headers.get('location')).toBe(edited);

  // Its analytics: one click, with device and referrer.
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await page.reload();
  await expect(editedRow.getByRole('cell').nth(2)).toHaveText('1');
  await editedRow.getByRole('link', { name: 'Análises' }).click();
  await expect(page.getByRole('heading', { name: 'Análise de Cliques de Link' })).toBeVisible();
  await expect(page.getByText('Total de cliques')).toBeVisible();
  // The period's charts: the click, from a phone, referred by Instagram.
  const charts = page.getByRole('region', { name: 'Gráficos do período' });
  await expect(charts.getByText('Cliques no período').locator('..')).toContainText('1');
  await expect(charts.getByRole('region', { name: 'Dispositivos' })).toContainText('Celular');
  await expect(charts.getByRole('region', { name: 'Origens' })).toContainText('instagram.com');
  const log = page.getByRole('table');
  await expect(log).toContainText('Chrome em Android (Celular)');
  await expect(log).toContainText('https://instagram.com/');
  await expect(log.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  // Delete, with the URL's first 30 characters in the confirmation.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await editedRow.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('dialog')).toContainText('https://exemplo.com.br/uma-cam...');
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(editedRow).toHaveCount(0);
  expect((await fetch(`${baseUrl()}/s/${alias}`, { redirect: 'manual' })).status).toBe(404);
});
