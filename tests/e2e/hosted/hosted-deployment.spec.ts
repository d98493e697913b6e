// A hosted deployment, as docs/deploy-supabase.md sets one up, simulated here
// (support/start-hosted-e2e.ts): the SPA built in hosted mode on a static host that follows its
// `_redirects`, the Edge Functions under Deno, the stack standing in for the Supabase project.
// Scans through the host's rewrite and through the SPA's own page, a password, a checkout
// against the Mercado Pago stand-in, the data export and the contact form.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { latestMailTo } from '@qrlink/server/mail/outbox';
import {
  HOSTED_SUPPORT_EMAIL,
  hostedAccount,
  hostedAppUrl,
  hostedDataDir,
  hostedPayments,
  hostedRest,
  type HostedAccount,
} from '../support/hosted';
import { chargeSubscription, createdSubscriptions, deliverWebhook } from '../support/mercadopago';
import { expectToast, putSessionInBrowser } from '../support/server';
import { openInApp } from '../support/in-app';

/** The business's own site, where its codes lead: a page of its own on this machine. */
let site: Server;
let MENU = '';

test.beforeAll(async () => {
  site = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Menu</title><h1>Cardápio do dia</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  MENU = `http://127.0.0.1:${(site.address() as AddressInfo).port}/menu`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function newQrCode(owner: HostedAccount): Promise<string> {
  const [row] = (await hostedRest(owner, 'qr_codes', {
    method: 'POST',
    body: { user_id: owner.userId, target_url: MENU },
  })) as Array<{ id: string }>;
  return row!.id;
}

async function scanCount(owner: HostedAccount, id: string): Promise<number> {
  const [row] = (await hostedRest(owner, `qr_codes?id=eq.${id}&select=scan_count`)) as Array<{
    scan_count: number;
  }>;
  return row!.scan_count;
}

test('a printed code answers a 302 through the host, and the SPA page takes a scan too', async ({
  page,
  request,
}) => {
  const owner = await hostedAccount('hospedado-qr');
  const id = await newQrCode(owner);

  const scan = await request.get(`/qr/${id}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers()).toMatchObject({ location: MENU, 'cache-control': 'private, no-store' });

  // A phone following the printed address ends on the menu.
  await page.goto(`/qr/${id}`);
  await expect(page.getByRole('heading', { name: 'Cardápio do dia' })).toBeVisible();
  // The SPA's own page, as on a host without rewrites: it asks the function and goes on.
  await page.goto(`${hostedAppUrl()}/qr/${id}?motivo=sem-reescrita`);
  await expect(page.getByRole('heading', { name: 'Cardápio do dia' })).toBeVisible();
  await expect.poll(() => scanCount(owner, id)).toBe(3);
});

test('a password-protected link asks on the SPA page, then goes on', async ({ page }) => {
  const owner = await hostedAccount('hospedado-senha');
  const code = `senha${Date.now()}`;
  const [link] = (await hostedRest(owner, 'short_links', {
    method: 'POST',
    body: { user_id: owner.userId, original_url: MENU, short_code: code },
  })) as Array<{ id: string }>;
  await hostedRest(owner, 'rpc/set_redirect_password', {
    method: 'POST',
    body: { p_kind: 'short_link', p_id: link!.id, p_password: 'mesa12' },
  });

  await page.goto(`/s/${code}`);
  await expect(page).toHaveURL(`${hostedAppUrl()}/s/${code}?motivo=password_required`);
  await expect(page.getByRole('heading', { name: 'Link Protegido' })).toBeVisible();
  await page.getByLabel(/^Senha/).fill('errada');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Senha incorreta.')).toBeVisible();
  await page.getByLabel(/^Senha/).fill('mesa12');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByRole('heading', { name: 'Cardápio do dia' })).toBeVisible();
});

test('a buyer subscribes through the checkout function and the webhook function', async ({
  page,
}) => {
  const buyer = await hostedAccount('hospedado-compra');
  await putSessionInBrowser(page, buyer.session);
  await page.route(/\/subscriptions\/checkout/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Checkout do Mercado Pago</h1>' }),
  );
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Plano Básico' })
    .getByRole('button', { name: 'Assinar Agora' })
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout do Mercado Pago' })).toBeVisible();
  const subscription = (await createdSubscriptions(hostedPayments())).find(
    (created) => created.payer_email === buyer.email,
  );
  expect(subscription).toMatchObject({ status: 'pending' });

  const back = new URL(subscription!.back_url!);
  await page.goto(back.pathname + back.search);
  await expect(page.getByRole('heading', { name: 'Processando sua Assinatura' })).toBeVisible();
  expect(
    (await deliverWebhook('subscription_preapproval', subscription!.id, hostedPayments())).status,
  ).toBe(200);
  expect(
    (await chargeSubscription(subscription!.id, 19.9, 'approved', hostedPayments())).status,
  ).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await openInApp(page, '/dashboard/settings/subscription');
  await expect(page.getByRole('heading', { name: 'Básico' })).toBeVisible();
});

test('an owner downloads their data, and a visitor writes to support', async ({ page }) => {
  const owner = await hostedAccount('hospedado-dados');
  await newQrCode(owner);
  await putSessionInBrowser(page, owner.session);
  await page.goto('/dashboard/settings/privacy');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const files = unzipSync(readFileSync((await (await download).path())!));
  expect(strFromU8(files['qr_codes.json']!)).toContain(MENU);

  const subject = `Plano para franquias ${Date.now()}`;
  await openInApp(page, '/contact');
  await page.getByLabel('Nome').fill('Carla Teste');
  await page.getByLabel('E-mail').fill('carla@e2e.qrlink.test');
  await page.getByLabel('Assunto').fill(subject);
  await page.getByLabel('Mensagem').fill('Vocês atendem franquias?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expectToast(page, 'Mensagem enviada!');
  const mail = await latestMailTo(
    hostedDataDir(),
    HOSTED_SUPPORT_EMAIL,
    `Contato pelo site: ${subject}`,
  );
  expect(mail?.text).toContain('Vocês atendem franquias?');
});
