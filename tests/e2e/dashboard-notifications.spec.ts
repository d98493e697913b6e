import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, expectToast, signInInBrowser } from './support/server';
import { openInApp } from './support/in-app';

async function createQrCode(page: Page, destination: string): Promise<void> {
  await page.getByRole('link', { name: 'Gerar QR Code' }).click();
  await page.getByLabel(/^URL de destino/).fill(destination);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expect(page.getByRole('row').filter({ hasText: destination })).toBeVisible();
}

test('notifications: newest first, read one, read all, delete', async ({ page }) => {
  await signInInBrowser(page, await createConfirmedUser('avisos'));
  await page.getByRole('link', { name: /^Notificações/ }).click();
  await expect(page.getByText('Nenhuma notificação por aqui!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);

  await createQrCode(page, 'https://exemplo.com.br/primeiro');
  await createQrCode(page, 'https://exemplo.com.br/segundo');
  await expect(page.getByLabel('2 não lidas')).toBeVisible();

  await page.getByRole('link', { name: /^Notificações/ }).click();
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first: the second code's notice is on top.
  await expect(items.first()).toContainText('segundo');
  await expect(items.first()).toContainText('(não lida)');

  await items.first().getByRole('button', { name: 'Marcar como lida' }).click();
  await expectToast(page, 'Notificação marcada como lida.');
  await expect(items.first()).not.toContainText('(não lida)');
  await expect(items.first().getByRole('button', { name: 'Marcar como lida' })).toHaveCount(0);
  await expect(page.getByLabel('1 não lidas')).toBeVisible();

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expectToast(page, 'Todas as notificações marcadas como lidas.');
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await expect(page.getByLabel(/não lidas/)).toHaveCount(0);

  await items.first().getByRole('button', { name: 'Excluir notificação' }).click();
  await expectToast(page, 'Notificação excluída.');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('exemplo.com.br/primeir');

  // What the screen shows is what the database holds.
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first()).not.toContainText('(não lida)');
});

test("user B, opening user A's addresses, sees none of A's codes, links, scans or notifications", async ({
  page,
  browser,
}) => {
  // A: a code with a scan, a short link with a click, and their notifications.
  await signInInBrowser(page, await createConfirmedUser('usuario-a'));
  await createQrCode(page, 'https://exemplo.com.br/segredo-de-a');
  const qrRow = page.getByRole('row').filter({ hasText: 'segredo-de-a' });
  const dynamicUrl = await qrRow
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');
  const qrId = dynamicUrl!.split('/qr/')[1]!;
  await fetch(dynamicUrl!, { redirect: 'manual' });

  await openInApp(page, '/dashboard/generate-short-link');
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/link-de-a');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  const linkRow = page.getByRole('row').filter({ hasText: 'link-de-a' });
  const linkAnalytics = await linkRow.getByRole('link', { name: 'Análises' }).getAttribute('href');
  const linkEdit = await linkRow.getByRole('link', { name: 'Editar' }).getAttribute('href');
  const shortUrl = (await linkRow.getByRole('link', { name: /\/s\// }).getAttribute('href'))!;
  await fetch(shortUrl, { redirect: 'manual' });
  await openInApp(page, `/dashboard/analytics/${qrId}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  // B, signed in on another browser context.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInInBrowser(other, await createConfirmedUser('usuario-b'));

  await openInApp(other, `/dashboard/analytics/${qrId}`);
  await expect(other.getByText('Nenhum dado de clique encontrado.')).toBeVisible();
  await expect(other.getByText('segredo-de-a')).toHaveCount(0);

  // A load of its own: the screen before showed the same words.
  await other.goto('/dashboard/analytics');
  await expect(other.getByText('Nenhum dado de clique encontrado.')).toBeVisible();

  await openInApp(other, `/dashboard/generate-qr/${qrId}`);
  await expect(other.getByText('QR Code não encontrado ou acesso negado.')).toBeVisible();
  await expect(other).toHaveURL(/\/dashboard\/my-qrs$/);
  await expect(other.getByText('Nenhum QR Code encontrado.')).toBeVisible();

  await openInApp(other, linkEdit!);
  await expect(other.getByText('Link não encontrado ou acesso não permitido.')).toBeVisible();
  await expect(other).toHaveURL(/\/dashboard\/my-short-links$/);
  await expect(other.getByText('link-de-a')).toHaveCount(0);

  // A load of its own: the screen before showed the same words.
  await other.goto(linkAnalytics!);
  await expect(other.getByText('Link não encontrado ou acesso não permitido.')).toBeVisible();
  await expect(other).toHaveURL(/\/dashboard\/my-short-links$/);

  await openInApp(other, '/dashboard/notifications');
  await expect(other.getByText('Nenhuma notificação por aqui!')).toBeVisible();
  await context.close();
});
