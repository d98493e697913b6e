// Paid plans end to end: /pricing asks the server for a checkout, the browser is sent to Mercado
// Pago (intercepted: the stand-in plays Mercado Pago), the webhook confirms, the return page and
// the Assinatura tab show the plan; a forged return address grants nothing.
import { expect, test, type Page } from '@playwright/test';
import {
  chargeSubscription,
  createdSubscriptions,
  deliverWebhook,
  putAtStandIn,
} from './support/mercadopago';
import { createConfirmedUser, expectToast, signInInBrowser } from './support/server';
import { openInApp } from './support/in-app';

/** Clicks 'Assinar Agora' on a plan and returns the checkout address the browser went to. */
async function subscribeTo(page: Page, planName: string): Promise<URL> {
  // Mercado Pago's checkout page is not reachable here: answer it with a stand-in page.
  await page.route(/\/subscriptions\/checkout/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Checkout do Mercado Pago</h1>' }),
  );
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: `Plano ${planName}` })
    .getByRole('button', { name: 'Assinar Agora' })
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout do Mercado Pago' })).toBeVisible();
  return new URL(page.url());
}

test('a buyer subscribes: checkout, webhook, confirmation, Assinatura and cancellation', async ({
  page,
}) => {
  const buyer = await createConfirmedUser('assinante');
  await signInInBrowser(page, buyer);
  const checkout = await subscribeTo(page, 'Básico');
  const subscription = (await createdSubscriptions()).find(
    (created) => checkout.searchParams.get('preapproval_id') === created.id,
  );
  expect(subscription).toMatchObject({ payer_email: buyer.email, status: 'pending' });
  const back = new URL(subscription!.back_url!);
  expect(back.pathname + back.search).toBe('/subscription/success?plan=basico&cycle=monthly');

  // The buyer comes back before Mercado Pago's webhook: the page waits and checks again.
  await page.goto(back.pathname + back.search);
  await expect(page.getByRole('heading', { name: 'Processando sua Assinatura' })).toBeVisible();
  await putAtStandIn('preapprovals', { ...subscription!, status: 'authorized' });
  expect((await deliverWebhook('subscription_preapproval', subscription!.id)).body).toMatchObject({
    recorded: true,
  });
  expect((await chargeSubscription(subscription!.id, 19.9, 'approved')).body).toMatchObject({
    activated: true,
  });
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await expectToast(page, 'Plano atualizado com sucesso!');

  await page.getByRole('link', { name: 'Ir para o Painel' }).click();
  await expect(page.getByRole('heading', { name: 'Meus QR Codes' })).toBeVisible();
  await openInApp(page, '/dashboard/settings/subscription');
  await expect(page.getByRole('heading', { name: 'Básico' })).toBeVisible();
  await expect(page.getByText('R$ 19,90/mês')).toBeVisible();
  await expect(page.getByTestId('plan-renewal')).toContainText('Renova automaticamente em');
  const history = page.getByRole('table', { name: 'Histórico de cobranças' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Aprovado');

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar a assinatura?' })
    .getByRole('button', { name: 'Cancelar assinatura' })
    .click();
  await expectToast(page, 'Assinatura cancelada');
  await expect(page.getByText('Não renova')).toBeVisible();
  await expect(page.getByTestId('plan-renewal')).toContainText(
    'depois, sua conta volta ao plano Grátis.',
  );
  await openInApp(page, '/dashboard/notifications');
  await expect(
    page.getByText(/^Assinatura cancelada: seu plano Básico continua ativo até/),
  ).toBeVisible();
  await expect(
    page.getByText(/^Pagamento confirmado: seu plano Básico está ativo até/),
  ).toBeVisible();
});

test('a forged return address grants nothing, and the free plan is always allowed', async ({
  page,
}) => {
  const forger = await createConfirmedUser('forjador');
  // It keeps asking the server, which holds no payment: refused each time, never a confirmation.
  const refusals: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rpc/update_user_plan')) refusals.push(response.status());
  });
  await signInInBrowser(
    page,
    forger,
    '/subscription/success?plan=empresarial&cycle=yearly&status=approved',
  );
  await expect(page.getByRole('heading', { name: 'Processando sua Assinatura' })).toBeVisible();
  await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(refusals.every((status) => status >= 400)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Processando sua Assinatura' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toHaveCount(0);
  await openInApp(page, '/dashboard/settings/subscription');
  await expect(page.getByRole('heading', { name: 'Grátis' })).toBeVisible();

  await openInApp(page, '/subscription/success?plan=free_plan');
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

  await page.goto('/subscription/success?plan=basico&status=rejected');
  await expect(page.getByRole('heading', { name: 'Ocorreu um Erro' })).toBeVisible();
  await expect(
    page.getByText(
      'O pagamento não foi aprovado (status: rejected). Por favor, tente novamente ou contate o suporte.',
    ),
  ).toBeVisible();
});

test('a visitor is asked to sign in before subscribing', async ({ page }) => {
  await page.goto('/pricing');
  await page
    .getByRole('article', { name: 'Plano Profissional' })
    .getByRole('button', { name: 'Assinar Agora' })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing$/);
  await expectToast(page, 'Faça login para assinar');
});
