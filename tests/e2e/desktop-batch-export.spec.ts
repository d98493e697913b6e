// The desktop renderer in Chromium with the preload's bridge faked: first launch (the backend
// choice), sign-in, and the batch export of 50 codes with its preparation (logos fetched and
// decoded once), progress, time left and summary. What main does with the job (files, names,
// cancellation) is unit-tested in apps/desktop/src/main.
import { expect, test } from '@playwright/test';
import { solidPng } from './support/qr-png';
import { desktopEntry, fakeDesktopBridge, serveDesktopRenderer } from './support/desktop-renderer';
import { anonKey, apiSignIn, baseUrl, createConfirmedUser } from './support/server';

const CODES = 50;

async function seedCodes(email: string, password: string): Promise<void> {
  const token = await apiSignIn(email, password);
  const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
  const headers = { apikey: await anonKey(), authorization: `Bearer ${token}` };
  const path = `${userId}/${Date.now()}.png`;
  const upload = await fetch(`${baseUrl()}/storage/v1/object/qr_logos/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'image/png' },
    body: new Uint8Array(solidPng(300, [20, 90, 200])),
  });
  expect(upload.ok, await upload.text()).toBe(true);
  const logo = `${baseUrl()}/storage/v1/object/public/qr_logos/${path}`;
  const missing = `${baseUrl()}/storage/v1/object/public/qr_logos/${userId}/nao-existe.png`;
  const rows = Array.from({ length: CODES }, (_, i) => ({
    user_id: userId,
    target_url: `https://loja${i}.com.br/cardapio`,
    fg_color: '#fd1455',
    bg_color: '#ffffff',
    // 20 codes share one logo, 2 point at a logo that is gone, the rest have none.
    logo_url: i < 20 ? logo : i < 22 ? missing : null,
  }));
  const insert = await fetch(`${baseUrl()}/rest/v1/qr_codes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  expect(insert.ok, await insert.text()).toBe(true);
}

test('desktop: first launch, sign-in and the batch export of 50 codes', async ({ page }) => {
  const account = await createConfirmedUser('desktop');
  await seedCodes(account.email, account.password);
  await serveDesktopRenderer(page);
  await fakeDesktopBridge(page, 60);

  await page.goto(desktopEntry());
  await expect(page.getByRole('heading', { name: 'Conectar o QR Link' })).toBeVisible();
  await page.getByLabel('Endereço do servidor').fill(`${baseUrl()}/algum/caminho`);
  await page.getByRole('button', { name: 'Conectar' }).click();

  // Remembered as an origin; the app opens at the sign-in screen.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fake-backend'))).toBe(
    JSON.stringify({ kind: 'self-hosted', serverUrl: baseUrl() }),
  );
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Senha/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus QR Codes' })).toBeVisible();

  await page.getByRole('button', { name: 'Exportar em lote' }).click();
  await page.getByLabel('Incluir também o SVG de cada QR Code').check();
  await page.getByRole('button', { name: 'Escolher pasta e exportar' }).click();

  // Progress: the count climbs towards 50 and the time left is shown.
  await expect(page.getByTestId('batch-export-count')).toHaveText(/^\d+ de 50$/);
  await expect(page.getByTestId('batch-export-eta')).toHaveText(/cerca de \d+ s restantes/);
  await expect(page.getByRole('progressbar', { name: 'Progresso da exportação' })).toBeVisible();

  const summary = page.getByTestId('batch-export-summary');
  await expect(summary).toContainText('Exportação concluída', { timeout: 20_000 });
  await expect(summary).toContainText('96 arquivos gravados em /home/ana/Exportados');
  await expect(summary).toContainText('Índice: qrcodes_indice.csv');
  await expect(page.getByRole('list', { name: 'Com falha' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Com falha' })).toContainText('Falha ao buscar logo');

  // What the page handed to main: every code, its dynamic URL on the public origin (never the
  // page's own address), the shared logo decoded once and reduced to the 200 px logo box.
  const job = await page.evaluate(
    () => (window as unknown as { __desktopJob: unknown }).__desktopJob,
  );
  const { codes, logos, logoFailures, includeSvg } = job as {
    codes: { id: string; dynamicUrl: string; logoId: string | null }[];
    logos: { width: number; height: number; rgba: Record<string, number> }[];
    logoFailures: { reason: string }[];
    includeSvg: boolean;
  };
  expect(includeSvg).toBe(true);
  expect(codes).toHaveLength(CODES);
  for (const code of codes) expect(code.dynamicUrl).toBe(`${baseUrl()}/qr/${code.id}`);
  expect(logos).toHaveLength(1);
  expect(logos[0]).toMatchObject({ width: 200, height: 200 });
  expect(Object.keys(logos[0]?.rgba ?? {})).toHaveLength(200 * 200 * 4);
  expect(logoFailures).toEqual([{ id: expect.any(String), reason: 'Falha ao buscar logo' }]);
  expect(codes.filter((code) => code.logoId !== null)).toHaveLength(22);
});
