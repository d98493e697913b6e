/**
 * Subscriptions end to end against a stand-in for Mercado Pago's API: 'Assinar Agora' asks the
 * server for a checkout (a new preapproval, or the admin's pasted link), Mercado Pago's
 * notifications of the subscription and of each charge activate and renew the plan, a failed
 * renewal and a cancellation are told to the user, and the plan lapses at the end of the period.
 * On both runtimes of the payment functions (the self-hosted server, and the Edge Functions
 * `checkout`, `cancel-subscription` and `mercadopago-webhook` under Deno).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReference, signReference } from '@qrlink/server/payments/external-reference';
import { signatureManifest, signManifest } from '@qrlink/server/payments/webhook-signature';
import { createAuthUser, type NewUser } from '../support/databases';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { startTestServer, type TestServer } from './auth-test-server';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

const SECRET = 'segredo-das-assinaturas';

describe.each(FUNCTION_TARGETS)('Mercado Pago subscriptions (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let server: TestServer;
  let bare: FunctionsUnderTest;
  let mp: MercadoPagoStandIn;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    functions = await startFunctions(target, {
      mercadoPago: { accessToken: mp.accessToken, webhookSecret: SECRET, apiUrl: mp.url },
    });
    ({ server } = functions);
    bare = await startFunctions(target);
  });
  afterAll(async () => {
    await bare?.stop();
    await functions?.stop();
    await mp?.stop();
  });

  async function call(path: string, user: NewUser | null, body: unknown, to = functions) {
    const token = user ? await to.server.tokenFor(user) : to.server.anonKey;
    const response = await fetch(`${to.functionsUrl}/${path}`, {
      method: 'POST',
      headers: {
        apikey: to.server.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function notify(topic: string, dataId: string) {
    const ts = String(Date.now());
    const requestId = randomUUID();
    const v1 = signManifest(SECRET, signatureManifest(dataId, requestId, ts));
    return fetch(`${functions.paymentWebhookUrl}?data.id=${dataId}&type=${topic}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${v1}`,
      },
      body: JSON.stringify({ type: topic, data: { id: dataId } }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  }

  async function profileOf(user: NewUser) {
    const { rows } = await server.db.query<{
      plan_id: string;
      plan_cycle: string | null;
      plan_renews_at: Date | null;
    }>('select plan_id, plan_cycle, plan_renews_at from public.profiles where id = $1', [user.id]);
    return rows[0]!;
  }

  async function messagesOf(user: NewUser) {
    const { rows } = await server.db.query<{ message: string }>(
      'select message from public.notifications where user_id = $1 order by created_at',
      [user.id],
    );
    return rows.map((r) => r.message);
  }

  async function subscriptionStatus(id: string) {
    const { rows } = await server.db.query<{ status: string }>(
      'select status from public.subscriptions where provider_subscription_id = $1',
      [id],
    );
    return rows[0]?.status;
  }

  it('creates a Mercado Pago subscription for the buyer, plan and cycle', async () => {
    const buyer = await createAuthUser(server.db, { fullName: 'Ana' });
    const monthly = await call('checkout', buyer, { plan_id: 'basico', cycle: 'monthly' });
    expect(monthly.status).toBe(200);
    const created = [...mp.preapprovals.values()].at(-1)!;
    expect(monthly.body.url).toBe(created.init_point);
    expect(created).toMatchObject({
      status: 'pending',
      payer_email: buyer.email,
      back_url: `${server.config.publicUrl}/subscription/success?plan=basico&cycle=monthly`,
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 19.9 },
    });
    expect(readReference(server.config.jwtSecret, created.external_reference)).toEqual({
      userId: buyer.id,
      planId: 'basico',
      cycle: 'monthly',
    });
    expect(await subscriptionStatus(created.id)).toBe('pending');

    await call('checkout', buyer, { plan_id: 'profissional', cycle: 'yearly' });
    expect([...mp.preapprovals.values()].at(-1)!.auto_recurring).toMatchObject({
      frequency: 12,
      transaction_amount: 419.16,
    });
  });

  it('sends the buyer to the link the admin pasted, carrying back_url and the reference', async () => {
    const buyer = await createAuthUser(server.db);
    await server.db.query(
      "update public.plans set mercadopago_link = 'https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=abc' where id = 'empresarial'",
    );
    const before = mp.preapprovals.size;
    const { status, body } = await call('checkout', buyer, {
      plan_id: 'empresarial',
      cycle: 'monthly',
    });
    expect(status).toBe(200);
    const url = new URL(body.url as string);
    expect(url.origin + url.pathname).toBe('https://www.mercadopago.com.br/subscriptions/checkout');
    expect(url.searchParams.get('preapproval_plan_id')).toBe('abc');
    expect(url.searchParams.get('back_url')).toBe(
      `${server.config.publicUrl}/subscription/success?plan=empresarial&cycle=monthly`,
    );
    expect(
      readReference(server.config.jwtSecret, url.searchParams.get('external_reference')),
    ).toEqual({ userId: buyer.id, planId: 'empresarial', cycle: 'monthly' });
    expect(mp.preapprovals.size).toBe(before);
  });

  it('refuses checkouts that cannot be paid, and says so in pt-BR', async () => {
    const buyer = await createAuthUser(server.db);
    const cases: [NewUser | null, unknown, number, string][] = [
      [null, { plan_id: 'basico', cycle: 'monthly' }, 401, 'Faça login para assinar um plano.'],
      [buyer, { plan_id: 'free_plan', cycle: 'monthly' }, 400, 'Plano pago não encontrado.'],
      [buyer, { plan_id: 'nao-existe', cycle: 'monthly' }, 400, 'Plano pago não encontrado.'],
      [buyer, { plan_id: 'basico', cycle: 'weekly' }, 400, 'Escolha um plano e um ciclo.'],
      [buyer, [1, 2], 400, 'Escolha um plano e um ciclo.'],
    ];
    for (const [user, body, status, message] of cases) {
      expect(await call('checkout', user, body)).toEqual({
        status,
        body: expect.objectContaining({ message }) as unknown,
      });
    }
    await server.db.query("update public.plans set price_yearly = null where id = 'basico'");
    expect(
      (await call('checkout', buyer, { plan_id: 'basico', cycle: 'yearly' })).body,
    ).toMatchObject({ message: 'Este plano não tem cobrança anual.' });
    await server.db.query("update public.plans set price_yearly = 167.16 where id = 'basico'");
    mp.down = true;
    expect(await call('checkout', buyer, { plan_id: 'basico', cycle: 'monthly' })).toMatchObject({
      status: 502,
    });
    mp.down = false;
    expect(await call('checkout', buyer, { plan_id: 'basico', cycle: 'monthly' }, bare)).toEqual({
      status: 503,
      body: expect.objectContaining({ message: 'Pagamentos ainda não configurados.' }) as unknown,
    });
  });

  it('activates on the first charge, renews on the next, warns on a failure and lapses after a cancellation', async () => {
    const buyer = await createAuthUser(server.db, { fullName: 'Bia' });
    await call('checkout', buyer, { plan_id: 'basico', cycle: 'monthly' });
    const subscription = [...mp.preapprovals.values()].at(-1)!;

    subscription.status = 'authorized';
    expect((await notify('subscription_preapproval', subscription.id)).body).toMatchObject({
      recorded: true,
      status: 'authorized',
    });
    expect((await profileOf(buyer)).plan_id).toBe('free_plan');

    // The first charge: its payment carries no reference of its own, only its subscription.
    mp.authorizedPayments.set('7001', {
      id: '7001',
      preapproval_id: subscription.id,
      status: 'processed',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      payment: { id: '88001', status: 'approved' },
    });
    expect((await notify('subscription_authorized_payment', '7001')).body).toMatchObject({
      recorded: true,
      activated: true,
    });
    const first = await profileOf(buyer);
    expect(first).toMatchObject({ plan_id: 'basico', plan_cycle: 'monthly' });
    // The same charge notified as a payment is the same row, not a second month.
    mp.payments.set('88001', {
      id: '88001',
      status: 'approved',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      external_reference: null,
      metadata: { preapproval_id: subscription.id },
    });
    expect((await notify('payment', '88001')).body).toMatchObject({ activated: false });
    expect((await profileOf(buyer)).plan_renews_at).toEqual(first.plan_renews_at);

    // The renewal extends the paid period from its end, not from today.
    mp.authorizedPayments.set('7002', {
      id: '7002',
      preapproval_id: subscription.id,
      status: 'processed',
      transaction_amount: 19.9,
      payment: { id: '88002', status: 'approved' },
    });
    await notify('subscription_authorized_payment', '7002');
    const renewed = (await profileOf(buyer)).plan_renews_at!;
    // A second subscription to the plan that already renews would charge twice.
    expect(await call('checkout', buyer, { plan_id: 'basico', cycle: 'yearly' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Você já assina este plano.' }) as unknown,
    });
    const days = (renewed.getTime() - first.plan_renews_at!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    // A charge not made yet is not a payment.
    mp.authorizedPayments.set('7003', {
      id: '7003',
      preapproval_id: subscription.id,
      status: 'scheduled',
      transaction_amount: 19.9,
      payment: null,
    });
    expect((await notify('subscription_authorized_payment', '7003')).body).toMatchObject({
      recorded: false,
      reason: 'not_charged',
    });

    mp.authorizedPayments.set('7004', {
      id: '7004',
      preapproval_id: subscription.id,
      status: 'recycling',
      transaction_amount: 19.9,
      payment: { id: '88004', status: 'rejected' },
    });
    await notify('subscription_authorized_payment', '7004');
    expect((await messagesOf(buyer)).at(-1)).toMatch(
      /^Não conseguimos cobrar a renovação do plano Básico\. Ele continua ativo até \d\d\/\d\d\/\d{4}; depois, sua conta volta ao plano Grátis\.$/,
    );

    // 'Cancelar assinatura': Mercado Pago is told, the plan stays until the period ends.
    const cancelled = await call('cancel-subscription', buyer, {});
    expect(cancelled).toEqual({ status: 200, body: { status: 'cancelled' } });
    expect(mp.requests).toContain(`PUT /preapproval/${subscription.id}`);
    expect(await subscriptionStatus(subscription.id)).toBe('cancelled');
    expect((await profileOf(buyer)).plan_id).toBe('basico');
    expect((await messagesOf(buyer)).at(-1)).toMatch(
      /^Assinatura cancelada: seu plano Básico continua ativo até \d\d\/\d\d\/\d{4}; depois, sua conta volta ao plano Grátis\.$/,
    );
    // Mercado Pago's own notice of the same cancellation says nothing twice.
    const told = (await messagesOf(buyer)).length;
    await notify('subscription_preapproval', subscription.id);
    expect((await messagesOf(buyer)).length).toBe(told);
    expect((await call('cancel-subscription', buyer, {})).body).toMatchObject({
      message: 'Você não tem uma assinatura ativa para cancelar.',
    });

    // The period ends: the account goes back to the free plan, and is told.
    await server.db.query(
      "update public.profiles set plan_renews_at = now() - interval '1 minute' where id = $1",
      [buyer.id],
    );
    await server.db.query('select public.expire_lapsed_plans()');
    expect(await profileOf(buyer)).toEqual({
      plan_id: 'free_plan',
      plan_cycle: null,
      plan_renews_at: null,
    });
    expect((await messagesOf(buyer)).at(-1)).toMatch(
      /^Seu plano Básico terminou em \d\d\/\d\d\/\d{4} e sua conta voltou ao plano Grátis\.$/,
    );
  });

  it('never attributes a subscription or a charge that is not ours', async () => {
    const victim = await createAuthUser(server.db);
    mp.preapprovals.set('forjada', {
      id: 'forjada',
      status: 'authorized',
      external_reference: `${victim.id}:empresarial:monthly:${'0'.repeat(32)}`,
    });
    expect((await notify('subscription_preapproval', 'forjada')).body).toMatchObject({
      recorded: false,
      reason: 'foreign_reference',
    });
    mp.authorizedPayments.set('7100', {
      id: '7100',
      preapproval_id: 'forjada',
      status: 'processed',
      transaction_amount: 99.9,
      payment: { id: '88100', status: 'approved' },
    });
    expect((await notify('subscription_authorized_payment', '7100')).body).toMatchObject({
      recorded: false,
      reason: 'foreign_reference',
    });
    // A reference we signed for one account cannot be reused for a more expensive plan.
    const cheap = signReference(server.config.jwtSecret, {
      userId: victim.id,
      planId: 'basico',
      cycle: 'monthly',
    });
    mp.payments.set('88101', {
      id: '88101',
      status: 'approved',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      external_reference: cheap.replace(':basico:', ':empresarial:'),
    });
    expect((await notify('payment', '88101')).body).toMatchObject({ recorded: false });
    expect((await profileOf(victim)).plan_id).toBe('free_plan');
  });

  it('ends lapsed periods by itself when a server starts (and every minute after)', async () => {
    const lapsed = await createAuthUser(server.db);
    await server.db.query(
      `update public.profiles set plan_id = 'basico', plan_cycle = 'monthly',
         plan_renews_at = now() - interval '1 hour' where id = $1`,
      [lapsed.id],
    );
    const another = await startTestServer('pglite', {}, { db: server.db });
    try {
      await expect.poll(async () => (await profileOf(lapsed)).plan_id).toBe('free_plan');
    } finally {
      await another.stop();
    }
  });
});
