import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { decodeQrPng, solidPng } from './support/qr-png';
import { baseUrl, createConfirmedUser, expectToast, signInInBrowser } from './support/server';

const logo = { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [20, 20, 160]) };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('a user creates, scans, finds, downloads, edits and deletes a QR code', async ({ page }) => {
  const account = await createConfirmedUser('painel-qr');
  await signInInBrowser(page, account);
  await expect(page.getByRole('heading', { name: 'Meus QR Codes' })).toBeVisible();
  await expect(page.getByText('Nenhum QR Code encontrado.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus QR Codes' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Create from the sidebar, with a logo.
  await page.getByRole('link', { name: 'Gerar QR Code' }).click();
  const destination = `https://exemplo.com.br/cardapio-${Date.now()}`;
  await page.getByLabel(/^URL de destino/).fill(destination);
  await page.locator('input[type="file"]').setInputFiles(logo);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  const row = page.getByRole('row').filter({ hasText: destination });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  // The creation notification shows as an unread badge in the sidebar.
  await expect(page.getByLabel('1 não lidas')).toBeVisible();

  // A scan through the dynamic URL is counted.
  const dynamicUrl = await row
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');
  expect(dynamicUrl).toMatch(new RegExp(`^${baseUrl()}/qr/[0-9a-f-]{36}$`));
  const scan = await fetch(dynamicUrl!, { redirect: 'manual', headers: { 'user-agent': IPHONE } });
  expect(scan.headers.get('location')).toBe(destination);
  await page.reload();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // Quick search in the database.
  await page.getByLabel('Buscar por URL de destino').fill('nao-existe-nada');
  await expect(page.getByText('Nenhum QR Code encontrado.')).toBeVisible();
  await page.getByLabel('Buscar por URL de destino').fill('cardapio');
  await expect(row).toBeVisible();

  // 'Baixar': 1000 px PNG with the logo, named after the URL, that decodes to the dynamic URL.
  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Baixar', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    /^qrcode_https___exemplo_com_br_cardapio_\d+_1000x1000\.png$/,
  );
  const decoded = decodeQrPng(readFileSync((await download.path())!));
  expect(decoded).toEqual({ text: dynamicUrl, width: 1000, height: 1000 });
  await expectToast(page, 'Sucesso!');

  // 'Baixar SVG': a vector file that stands alone (logo embedded) and scans once drawn.
  const svgPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Baixar SVG' }).click();
  const svgDownload = await svgPromise;
  expect(svgDownload.suggestedFilename()).toMatch(
    /^qrcode_https___exemplo_com_br_cardapio_\d+\.svg$/,
  );
  const svg = readFileSync((await svgDownload.path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('href="data:image/png;base64,');
  const drawn = await page.context().newPage();
  await drawn.setViewportSize({ width: 1000, height: 1000 });
  await drawn.setContent(`<body style="margin:0">${svg}</body>`);
  expect(decodeQrPng(await drawn.locator('svg').screenshot()).text).toBe(dynamicUrl);
  await drawn.close();

  // Edit keeps the dynamic URL.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar QR Code' })).toBeVisible();
  const edited = `${destination}-novo`;
  await page.getByLabel(/^URL de destino/).fill(edited);
  await page.getByRole('button', { name: 'Atualizar QR Code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await expect(editedRow).toBeVisible();
  expect(
    await editedRow.getByRole('link', { name: 'Testar URL Dinâmica' }).getAttribute('href'),
  ).toBe(dynamicUrl);
  const after = await fetch(dynamicUrl!, { redirect: 'manual' });
  expect(after.headers.get('location')).toBe(edited);

  // Notifications: read all, then delete.
  await page.getByRole('link', { name: /Notificações/ }).click();
  await expect(page.getByText(/Novo QR Code criado para/)).toBeVisible();
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await expect(page.getByLabel('1 não lidas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Excluir notificação' }).click();
  await expect(page.getByText('Nenhuma notificação por aqui!')).toBeVisible();

  // Delete, confirmed; the printed code now answers 404.
  await page.getByRole('link', { name: 'Meus QR Codes' }).click();
  await editedRow.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Sucesso!');
  await expect(page.getByText('Nenhum QR Code encontrado.')).toBeVisible();
  expect((await fetch(dynamicUrl!, { redirect: 'manual' })).status).toBe(404);
});

test('on a phone the dashboard menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInInBrowser(page, await createConfirmedUser('celular-qr'));
  await page.getByRole('button', { name: /Menu do painel/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
