import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createConfirmedUser, signInInBrowser } from './support/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

test('scans appear in the click analysis, filter by text, and export as a pt-BR CSV', async ({
  page,
}) => {
  await signInInBrowser(page, await createConfirmedUser('analise'));
  await page.getByRole('link', { name: 'Análise de Cliques' }).click();
  await expect(page.getByText('Nenhum dado de clique encontrado.')).toBeVisible();

  await page.getByRole('link', { name: 'Gerar QR Code' }).click();
  const destination = `https://exemplo.com.br/menu-${Date.now()}`;
  await page.getByLabel(/^URL de destino/).fill(destination);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  const dynamicUrl = await page
    .getByRole('row')
    .filter({ hasText: destination })
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');
  for (const ua of [IPHONE, WINDOWS]) {
    await fetch(dynamicUrl!, { redirect: 'manual', headers: { 'user-agent': ua } });
  }

  await page.getByRole('link', { name: 'Análise de Cliques' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Mobile Safari em iOS (Celular)');
  await expect(table).toContainText('Chrome em Windows (Computador)');
  await expect(page.getByText('2 scans')).toBeVisible();

  // The charts of the last 30 days: totals and where the scans came from, from the database.
  const charts = page.getByRole('region', { name: 'Gráficos do período' });
  await expect(charts.getByText('Scans no período').locator('..')).toContainText('2');
  await expect(charts.getByText('Visitantes únicos (por dia)').locator('..')).toContainText('2');
  const devices = charts.getByRole('region', { name: 'Dispositivos' });
  await expect(devices).toContainText('Celular');
  await expect(devices).toContainText('Computador');
  await expect(charts.getByRole('region', { name: 'Sistemas' })).toContainText('iOS');
  await expect(charts.getByRole('region', { name: 'Origens' })).toContainText('Direto');
  await expect(charts.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toBeVisible();
  await charts.getByText('7 dias').click();
  await expect(charts.getByText('Scans no período').locator('..')).toContainText('2');

  await page.getByLabel('Buscar por URL ou dispositivo').fill('WINDOWS');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('iOS');
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^analise-qr-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeff"QR Code (URL)";"Data do Scan"')).toBe(true);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`"${destination}"`);
});
