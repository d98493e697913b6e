// Issue 14 as a new user tries it: an API key made in Configurações > API creates a QR code
// through /api/v1; the code's report is shared by a public link that a visitor with no account
// opens (charts, CSV and PDF), until the owner revokes it; Privacidade downloads every row.
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { baseUrl, createConfirmedUser, expectToast, signInInBrowser } from './support/server';
import { openInApp } from './support/in-app';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

test('an API key creates a QR code whose shared report a visitor opens until it is revoked', async ({
  page,
  browser,
}) => {
  await signInInBrowser(page, await createConfirmedUser('api'));
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('tab', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/api$/);
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
    'href',
    `${baseUrl()}/api/v1/openapi.json`,
  );

  // A key, shown once.
  const keys = page.getByRole('region', { name: 'Chaves de API' });
  await keys.getByLabel('Nome da chave').fill('Integração da loja');
  await keys.getByRole('button', { name: 'Criar chave' }).click();
  const key = (await page.getByTestId('one-time-secret').textContent())!.trim();
  expect(key).toMatch(/^qrl_[A-Za-z0-9_-]{32}$/);
  await expect(keys.getByRole('row').filter({ hasText: 'Integração da loja' })).toContainText(
    'Ativa',
  );

  // The API, with that key, as a developer's program would call it.
  const destination = `https://exemplo.com.br/cardapio-${Date.now()}`;
  const created = await fetch(`${baseUrl()}/api/v1/qr-codes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ target_url: destination, fg_color: '#123456' }),
  });
  expect(created.status).toBe(201);
  const code = (await created.json()) as { id: string; dynamic_url: string };
  expect(code.dynamic_url).toBe(`${baseUrl()}/qr/${code.id}`);
  const list = await fetch(`${baseUrl()}/api/v1/qr-codes`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(await list.json()).toMatchObject({ total: 1, data: [{ id: code.id }] });
  for (let i = 0; i < 3; i += 1) {
    await fetch(code.dynamic_url, { redirect: 'manual', headers: { 'user-agent': ANDROID } });
  }
  await page.reload();
  await expect(keys.getByRole('row').filter({ hasText: 'Integração da loja' })).not.toContainText(
    'Nunca',
  );
  expect(await blockingViolations(page)).toEqual([]);

  // The code made through the API is in the app, with its analysis.
  await page.getByRole('link', { name: 'Meus QR Codes' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: destination })
    .getByRole('link', { name: 'Análise' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/analytics/${code.id}$`));
  const charts = page.getByRole('region', { name: 'Gráficos do período' });
  await expect(charts.getByText('Scans no período').locator('..')).toContainText('3');

  // A public link to its report.
  await page.getByRole('button', { name: 'Compartilhar relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar relatório' });
  await expect(dialog.getByText('Nenhum link público ainda.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link público' }).click();
  const shareLink = dialog.getByRole('link', { name: /\/r\/[A-Za-z0-9_-]{32}$/ });
  const shared = (await shareLink.getAttribute('href'))!;
  expect(shared.startsWith(`${baseUrl()}/r/`)).toBe(true);
  await page.keyboard.press('Escape');

  // A visitor with no account opens it.
  const visitor = await browser.newContext({ locale: 'pt-BR', acceptDownloads: true });
  const anonymous = await visitor.newPage();
  await anonymous.goto(shared);
  await expect(anonymous.getByRole('heading', { name: 'Relatório de QR Code' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: destination })).toBeVisible();
  await expect(anonymous.getByText('Somente leitura')).toBeVisible();
  const publicCharts = anonymous.getByRole('region', { name: 'Gráficos do período' });
  await expect(publicCharts.getByText('Scans no período').locator('..')).toContainText('3');
  await expect(publicCharts.getByRole('region', { name: 'Sistemas' })).toContainText('Android');
  await expect(anonymous.getByRole('link', { name: 'Painel' })).toHaveCount(0);
  expect(await blockingViolations(anonymous)).toEqual([]);

  const pdfDownload = anonymous.waitForEvent('download');
  await anonymous.getByRole('button', { name: 'Relatório PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(
    /^relatorio-qr-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const csvDownload = anonymous.waitForEvent('download');
  await anonymous.getByRole('button', { name: 'Relatório CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain('"Scans no período";"3"');
  expect(csv).toContain(`"Destino";"${destination}"`);

  // Revoked: the page says so.
  await page.getByRole('button', { name: 'Compartilhar relatório' }).click();
  await dialog.getByRole('button', { name: 'Revogar' }).click();
  await page
    .getByRole('dialog', { name: 'Revogar este link?' })
    .getByRole('button', { name: 'Revogar' })
    .click();
  await expectToast(page, 'Link revogado');
  await anonymous.reload();
  await expect(anonymous.getByRole('heading', { name: 'Relatório não encontrado' })).toBeVisible();
  await visitor.close();

  // A revoked key stops working at once.
  await openInApp(page, '/dashboard/settings/api');
  const confirmRevoke = page.getByRole('dialog', { name: 'Revogar esta chave?' });
  // Right after a page load the dialog host may still be loading: ask again until it opens.
  await expect(async () => {
    await keys.getByRole('button', { name: 'Revogar a chave Integração da loja' }).click();
    await expect(confirmRevoke).toBeVisible({ timeout: 1000 });
  }).toPass();
  await confirmRevoke.getByRole('button', { name: 'Revogar' }).click();
  await expectToast(page, 'Chave revogada');
  const refused = await fetch(`${baseUrl()}/api/v1/qr-codes`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status).toBe(401);
});

test('Privacidade truncates visitor IPs and downloads every row as a ZIP', async ({ page }) => {
  await signInInBrowser(page, await createConfirmedUser('lgpd'));
  await page.getByRole('link', { name: 'Gerar QR Code' }).click();
  const destination = `https://exemplo.com.br/lgpd-${Date.now()}`;
  await page.getByLabel(/^URL de destino/).fill(destination);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expect(page.getByRole('row').filter({ hasText: destination })).toBeVisible();

  await openInApp(page, '/dashboard/settings/privacy');
  const toggle = page.getByLabel(/Guardar os IPs dos visitantes truncados/);
  await expect(toggle).not.toBeChecked();
  // Not forced: Playwright waits for the switch to be visible, still and enabled (a forced click,
  // which waits for nothing, once missed while the tab was still settling).
  await page.getByRole('switch', { name: /Guardar os IPs dos visitantes truncados/ }).click();
  await page
    .getByRole('dialog', { name: 'Truncar os IPs dos seus visitantes?' })
    .getByRole('button', { name: 'Truncar' })
    .click();
  await expectToast(page, 'IPs truncados');
  await page.reload();
  await expect(page.getByLabel(/Guardar os IPs dos visitantes truncados/)).toBeChecked();

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^meus-dados-qrlink-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await zip.path())!));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['LEIA-ME.txt', 'qr_codes.json', 'qr_codes.csv', 'perfil.json']),
  );
  const [profile] = JSON.parse(strFromU8(files['perfil.json']!)) as Array<Record<string, unknown>>;
  expect(profile).toMatchObject({ truncate_ip_addresses: true });
  expect(strFromU8(files['qr_codes.json']!)).toContain(destination);
});
