// Organising end to end: folders and tags on short links and QR codes (filter, search by tag,
// move, delete a folder keeping its items) and bulk creation from a sheet with a bad row, then
// the ZIP of PNGs.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { decodeQrPng } from './support/qr-png';
import { createConfirmedUser, expectToast, signInInBrowser } from './support/server';
import { openInApp } from './support/in-app';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('folders and tags: file, filter, search, move, and delete a folder keeping its links', async ({
  page,
}) => {
  await signInInBrowser(page, await createConfirmedUser('pastas'), '/dashboard/my-short-links');
  await page.getByRole('button', { name: 'Pastas e tags' }).click();
  const manager = page.getByRole('dialog', { name: 'Pastas e tags' });
  await manager.getByLabel('Nova pasta').fill('Campanhas');
  await manager.getByRole('button', { name: 'Criar pasta' }).click();
  await expectToast(page, 'Pasta criada');
  await manager.getByLabel('Nova pasta').fill('campanhas');
  await manager.getByRole('button', { name: 'Criar pasta' }).click();
  await expect(page.getByText('Já existe uma pasta com este nome.')).toBeVisible();
  await page.keyboard.press('Escape');

  await openInApp(page, '/dashboard/generate-short-link');
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/praia');
  await choose(page, 'Pasta', 'Campanhas');
  const tags = page.getByLabel('Tags', { exact: true }).and(page.locator('input'));
  await tags.fill('verão');
  await tags.press('Enter');
  await tags.fill('praia');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);
  // The list is drawn before the form is opened again: a form opened while the list still
  // loads would be the same form, with its folder and tags still chosen.
  await expect(page.getByRole('heading', { name: 'Meus Links Encurtados' })).toBeVisible();

  await openInApp(page, '/dashboard/generate-short-link');
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/serra');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);

  const praia = page.getByRole('row').filter({ hasText: 'exemplo.com.br/praia' });
  await expect(praia).toContainText('Campanhas');
  await expect(praia).toContainText('verão');
  await choose(page, 'Tag', 'praia');
  await expect(page.getByRole('row')).toHaveCount(2);
  await choose(page, 'Tag', 'Todas as tags');
  await choose(page, 'Pasta', 'Sem pasta');
  await expect(page.getByRole('row').filter({ hasText: 'serra' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await choose(page, 'Pasta', 'Todas as pastas');
  // The quick search finds words of the address and tag names.
  await page.getByLabel('Buscar links').fill('verão');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'praia' })).toBeVisible();
  await page.getByLabel('Buscar links').fill('');

  const serra = page.getByRole('row').filter({ hasText: 'exemplo.com.br/serra' });
  await serra.getByRole('button', { name: 'Mover para pasta' }).click();
  const move = page.getByRole('dialog', { name: 'Mover para pasta' });
  await move.getByRole('combobox', { name: 'Pasta' }).click();
  await page.getByRole('option', { name: 'Campanhas', exact: true }).click();
  await move.getByRole('button', { name: 'Mover' }).click();
  await expectToast(page, 'Movido');
  await expect(serra).toContainText('Campanhas');

  await page.getByRole('button', { name: 'Pastas e tags' }).click();
  await manager.getByRole('button', { name: 'Excluir pasta Campanhas' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir a pasta "Campanhas"?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expectToast(page, 'Pasta excluída');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(serra).not.toContainText('Campanhas');
});

test('bulk creation: a bad row stops everything, the fixed sheet creates all, the ZIP holds a PNG each', async ({
  page,
}) => {
  await signInInBrowser(page, await createConfirmedUser('lote'));
  await page.getByRole('link', { name: 'Criação em Massa' }).click();
  await expect(page.getByRole('heading', { name: 'Criação em Massa' })).toBeVisible();
  const sheet = (bad: boolean) =>
    [
      'destino;pasta;tags',
      'https://exemplo.com.br/mesa-1;Lote de teste;mesa',
      bad ? 'javascript:alert(1);Lote de teste;' : 'https://exemplo.com.br/mesa-2;Lote de teste;',
      'exemplo.com.br/mesa-3;;mesa|salão',
    ].join('\n');
  await page.getByLabel(/Ou cole as linhas/).fill(sheet(true));
  await page.getByRole('button', { name: 'Verificar linhas' }).click();
  await expect(page.getByRole('status')).toContainText('3 linhas lidas: 2 certas, 1 com erro.');
  await expect(page.getByRole('button', { name: 'Criar 3 QR Codes' })).toBeDisabled();

  await page.getByRole('button', { name: 'Enviar outra planilha' }).click();
  await page.getByLabel(/Ou cole as linhas/).fill(sheet(false));
  await page.getByRole('button', { name: 'Verificar linhas' }).click();
  await page.getByRole('button', { name: 'Criar 3 QR Codes' }).click();
  await expect(page.getByText('3 QR Codes dinâmicos criados.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar ZIP com os PNGs' }).click();
  const zip = unzipSync(readFileSync(await (await download).path()));
  const names = Object.keys(zip).sort();
  expect(names).toEqual([
    '0002_qrcode_https___exemplo_com_br_mesa_1_1000x1000.png',
    '0003_qrcode_https___exemplo_com_br_mesa_2_1000x1000.png',
    '0004_qrcode_https___exemplo_com_br_mesa_3_1000x1000.png',
  ]);
  expect(decodeQrPng(Buffer.from(zip[names[0]!]!)).text).toMatch(/\/qr\/[0-9a-f-]{36}$/);

  await openInApp(page, '/dashboard/my-qrs');
  await choose(page, 'Pasta', 'Lote de teste');
  await expect(page.getByRole('row')).toHaveCount(3);
  await choose(page, 'Pasta', 'Todas as pastas');
  await choose(page, 'Tag', 'mesa');
  await expect(page.getByRole('row')).toHaveCount(3);
});
