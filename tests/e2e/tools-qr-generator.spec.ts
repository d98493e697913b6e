import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSignIn, baseUrl, expectToast } from './support/server';
import { decodeQrPng, solidPng } from './support/qr-png';

const logo = { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [20, 20, 160]) };

test('a visitor designs a QR code with a logo and the PNG decodes to the URL', async ({ page }) => {
  const decoders: string[] = [];
  page.on('worker', (worker) => decoders.push(worker.url()));
  await page.goto('/tools/qr-code-generator');
  await expect(page.getByText('Funcionalidade Limitada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'faça login' })).toHaveAttribute(
    'href',
    '/login?redirect=/tools/qr-code-generator',
  );
  const destination = 'https://exemplo.com.br/cardapio';
  await page.getByLabel(/URL de destino/).fill(destination);
  await page.locator('input[type="file"]').setInputFiles(logo);
  await expect(page.getByRole('img', { name: 'Logo selecionado' })).toBeVisible();
  // The read-back of the design with its logo, decoded in the studio's worker.
  await expect(page.getByText('Leitura testada: este QR Code pode ser escaneado.')).toBeVisible();
  expect(decoders.some((url) => url.includes('scan-decode.worker'))).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PNG' }).click(),
  ]);
  // The studio exports 1024 px by default (256 to 4096 px on offer).
  expect(download.suggestedFilename()).toBe('qrcode_1024x1024.png');
  const decoded = decodeQrPng(await readFile((await download.path()) ?? ''));
  expect(decoded).toEqual({ text: destination, width: 1024, height: 1024 });

  await page.getByRole('button', { name: 'Login para Salvar' }).click();
  await expectToast(page, 'Login Necessário');
  await page.getByRole('button', { name: 'Fazer Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/tools\/qr-code-generator$/);
});

test('a signed-in user saves a dynamic QR code with a logo', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Senha').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const destination = `https://exemplo.com.br/dinamico-${Date.now()}`;
  await page.goto('/tools/qr-code-generator');
  await page.getByLabel(/URL de destino/).fill(destination);
  await page.locator('input[type="file"]').setInputFiles(logo);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);

  const token = await apiSignIn(e2eAdmin.email, e2eAdmin.password);
  const config = (await (await fetch(`${baseUrl()}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const rows = (await (
    await fetch(
      `${baseUrl()}/rest/v1/qr_codes?select=id,fg_color,logo_url&target_url=eq.${encodeURIComponent(destination)}`,
      { headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}` } },
    )
  ).json()) as { id: string; fg_color: string; logo_url: string | null }[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row?.fg_color).toBe('#fd1455');
  expect(row?.logo_url).toMatch(/\/storage\/v1\/object\/public\/qr_logos\/.+\/\d+\.png$/);
  expect((await fetch(row?.logo_url ?? '')).status).toBe(200);

  const redirect = await fetch(`${baseUrl()}/qr/${row?.id}`, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe(destination);
});
