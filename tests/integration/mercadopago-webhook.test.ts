/**
 * Mercado Pago's webhook against a stand-in for Mercado Pago's API, on both runtimes (the
 * self-hosted server's POST /api/payments/mercadopago, and the Edge Function
 * `mercadopago-webhook`): signatures (bad, missing, stale, replayed), approved / pending /
 * rejected payments, references that are not ours or name another account, an outage, and the
 * server without the keys. On both engines:
 * signed notifications that can never be recorded are acknowledged and kept for the admins,
 * while an outage of Mercado Pago still answers 502 (its retry can succeed).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signReference } from '@qrlink/server/payments/external-reference';
import { signatureManifest, signManifest } from '@qrlink/server/payments/webhook-signature';
import { createAuthUser, ENGINES, makeAdmin, type NewUser } from '../support/databases';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { startTestServer, type TestServer } from './auth-test-server';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

const SECRET = 'segredo-do-webhook-de-teste';

interface NotificationOptions {
  secret?: string;
  ts?: number;
  requestId?: string;
  signature?: string | null;
  topic?: string;
  /** Replaces the JSON body Mercado Pago sends. */
  body?: string;
}

/** The self-hosted server's webhook address. */
const webhookOf = (server: TestServer) => `${server.url}/api/payments/mercadopago`;

/** A notification as Mercado Pago sends it, signed unless told otherwise. */
function sendNotification(webhookUrl: string, dataId: string, opts: NotificationOptions = {}) {
  const topic = opts.topic ?? 'payment';
  const ts = String(opts.ts ?? Date.now());
  const requestId = opts.requestId ?? randomUUID();
  const v1 = signManifest(opts.secret ?? SECRET, signatureManifest(dataId, requestId, ts));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-id': requestId,
  };
  if (opts.signature !== null) headers['x-signature'] = opts.signature ?? `ts=${ts},v1=${v1}`;
  return fetch(`${webhookUrl}?data.id=${dataId}&type=${topic}`, {
    method: 'POST',
    headers,
    body:
      opts.body ??
      JSON.stringify({ action: `${topic}.updated`, type: topic, data: { id: dataId } }),
  });
}

describe.each(FUNCTION_TARGETS)('Mercado Pago webhook (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let server: TestServer;
  let bare: FunctionsUnderTest;
  let mp: MercadoPagoStandIn;
  let buyer: NewUser;
  let other: NewUser;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    functions = await startFunctions(target, {
      mercadoPago: { accessToken: mp.accessToken, webhookSecret: SECRET, apiUrl: mp.url },
    });
    ({ server } = functions);
    bare = await startFunctions(target);
    buyer = await createAuthUser(server.db, { fullName: 'Compradora' });
    other = await createAuthUser(server.db, { fullName: 'Outra' });
  });
  afterAll(async () => {
    await bare?.stop();
    await functions?.stop();
    await mp?.stop();
  });

  const notify = (dataId: string, opts: NotificationOptions = {}, to = functions) =>
    sendNotification(to.paymentWebhookUrl, dataId, opts);

  const reference = (user: NewUser, planId = 'basico', cycle: 'monthly' | 'yearly' = 'monthly') =>
    signReference(server.config.jwtSecret, { userId: user.id, planId, cycle });

  async function planOf(user: NewUser) {
    const { rows } = await server.db.query<{ plan_id: string }>(
      'select plan_id from public.profiles where id = $1',
      [user.id],
    );
    return rows[0]!.plan_id;
  }

  async function paymentRows(providerId: string) {
    const { rows } = await server.db.query<{ user_id: string; status: string }>(
      'select user_id, status from public.payments where provider_payment_id = $1',
      [providerId],
    );
    return rows;
  }

  it('answers 503 without the Mercado Pago keys', async () => {
    const response = await notify('1', {}, bare);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      message: 'Pagamentos ainda não configurados.',
    });
  });

  it('refuses bad, missing and stale signatures, recording nothing', async () => {
    mp.payments.set('2001', {
      id: '2001',
      status: 'approved',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      external_reference: reference(buyer),
    });
    const before = mp.requests.length;
    for (const [opts, code] of [
      [{ secret: 'outro-segredo' }, 'invalid_signature'],
      [{ signature: null }, 'invalid_signature'],
      [{ signature: 'ts=abc,v1=zz' }, 'invalid_signature'],
      [{ ts: Date.now() - 10 * 60 * 1000 }, 'stale_signature'],
      [{ ts: Math.floor(Date.now() / 1000) - 3600 }, 'stale_signature'],
    ] as const) {
      const response = await notify('2001', opts);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code });
    }
    expect(mp.requests.length).toBe(before);
    expect(await paymentRows('2001')).toEqual([]);
    expect(await planOf(buyer)).toBe('free_plan');
  });

  it('records an approved payment once and activates the plan, refusing the replay', async () => {
    const requestId = randomUUID();
    const ts = Date.now();
    const first = await notify('2001', { requestId, ts });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      recorded: true,
      status: 'approved',
      activated: true,
    });
    expect(await planOf(buyer)).toBe('basico');
    expect(mp.requests.at(-1)).toBe('GET /v1/payments/2001');

    const replay = await notify('2001', { requestId, ts });
    expect(replay.status).toBe(409);
    // Mercado Pago's own retry (a fresh signature) is harmless: one row, no second activation.
    const retry = await notify('2001');
    expect(await retry.json()).toMatchObject({ recorded: true, activated: false });
    expect(await paymentRows('2001')).toEqual([{ user_id: buyer.id, status: 'approved' }]);
  });

  it('follows a payment from pending to approved, and records a rejection without a plan', async () => {
    mp.payments.set('3001', {
      id: '3001',
      status: 'pending',
      transaction_amount: 419.16,
      currency_id: 'BRL',
      external_reference: reference(other, 'profissional', 'yearly'),
    });
    expect(await (await notify('3001')).json()).toMatchObject({
      status: 'pending',
      activated: false,
    });
    expect(await planOf(other)).toBe('free_plan');
    mp.payments.get('3001')!.status = 'approved';
    expect(await (await notify('3001')).json()).toMatchObject({ activated: true });
    expect(await planOf(other)).toBe('profissional');

    mp.payments.set('3002', {
      id: '3002',
      status: 'rejected',
      transaction_amount: 99.9,
      currency_id: 'BRL',
      external_reference: reference(buyer, 'empresarial'),
    });
    expect(await (await notify('3002')).json()).toMatchObject({
      status: 'rejected',
      activated: false,
    });
    expect(await planOf(buyer)).toBe('basico');
  });

  it('ignores payments that are not ours, unknown or tampered with', async () => {
    const tampered = reference(buyer, 'empresarial').replace(buyer.id, other.id);
    for (const [id, external] of [
      ['4001', 'pedido-123'],
      ['4002', null],
      ['4003', tampered],
    ] as const) {
      mp.payments.set(id, {
        id,
        status: 'approved',
        transaction_amount: 99.9,
        currency_id: 'BRL',
        external_reference: external,
      });
      expect(await (await notify(id)).json()).toMatchObject({
        recorded: false,
        reason: 'foreign_reference',
      });
      expect(await paymentRows(id)).toEqual([]);
    }
    expect(await (await notify('9999')).json()).toMatchObject({ reason: 'unknown_resource' });
    expect(await planOf(other)).toBe('profissional');
  });

  it('answers 502 while Mercado Pago is down, and records on the retry', async () => {
    const late = await createAuthUser(server.db, { fullName: 'Tarde' });
    mp.payments.set('5001', {
      id: '5001',
      status: 'approved',
      transaction_amount: 19.9,
      currency_id: 'BRL',
      external_reference: reference(late),
    });
    mp.down = true;
    const requestId = randomUUID();
    const ts = Date.now();
    expect((await notify('5001', { requestId, ts })).status).toBe(502);
    mp.down = false;
    // The very same delivery may come again: it was not processed, so it is not a replay.
    expect(await (await notify('5001', { requestId, ts })).json()).toMatchObject({
      activated: true,
    });
    expect(await planOf(late)).toBe('basico');
  });

  it('never lets a user grant themselves a paid plan through the API', async () => {
    const forger = await createAuthUser(server.db, { fullName: 'Forja' });
    const response = await fetch(`${server.url}/rest/v1/rpc/update_user_plan`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(forger)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_user_id: forger.id, p_plan_id: 'empresarial' }),
    });
    expect(response.status).toBe(403);
    expect(await planOf(forger)).toBe('free_plan');
    const direct = await fetch(`${server.url}/rest/v1/rpc/record_provider_payment`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(forger)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        p_provider_payment_id: 'x',
        p_user_id: forger.id,
        p_plan_id: 'empresarial',
        p_cycle: 'monthly',
        p_status: 'approved',
        p_amount: 99.9,
      }),
    });
    expect([401, 403, 404]).toContain(direct.status);
    expect(await planOf(forger)).toBe('free_plan');
  });
});

describe.each(ENGINES)(
  'Mercado Pago webhook: notifications that can never be recorded (%s)',
  (engine) => {
    let server: TestServer;
    let mp: MercadoPagoStandIn;
    let buyer: NewUser;
    let other: NewUser;
    let admin: NewUser;
    let problemSeq = 0;

    beforeAll(async () => {
      mp = await startMercadoPagoStandIn();
      server = await startTestServer(engine, {
        mercadoPago: { accessToken: mp.accessToken, webhookSecret: SECRET, apiUrl: mp.url },
      });
      buyer = await createAuthUser(server.db, { fullName: 'Compradora' });
      other = await createAuthUser(server.db, { fullName: 'Outra' });
      admin = await createAuthUser(server.db, { fullName: 'Admin' });
      await makeAdmin(server.db, admin.id);
    });
    afterAll(async () => {
      await server?.stop();
      await mp?.stop();
    });

    const signed = (userId: string, planId = 'basico', cycle: 'monthly' | 'yearly' = 'monthly') =>
      signReference(server.config.jwtSecret, { userId, planId, cycle });

    /** A payment id of its own for each case. */
    const nextId = () => String(7000 + (problemSeq += 1));

    function payment(id: string, changes: Record<string, unknown>) {
      mp.payments.set(id, {
        id,
        status: 'approved',
        transaction_amount: 19.9,
        currency_id: 'BRL',
        external_reference: signed(buyer.id),
        ...changes,
      } as never);
    }

    async function problemsOf(resourceId: string) {
      const { rows } = await server.db.query<{
        topic: string;
        reason: string;
        details: Record<string, unknown>;
        occurrences: number;
      }>(
        `select topic, reason, details, occurrences from public.payment_notification_problems
       where resource_id = $1`,
        [resourceId],
      );
      return rows;
    }

    /** Notifies, expects the acknowledgement, and answers the problem kept for the admins. */
    async function acknowledged(id: string, topic = 'payment') {
      const response = await sendNotification(webhookOf(server), id, {
        topic,
      });
      expect(response.status, id).toBe(200);
      const body = (await response.json()) as { problem: string };
      expect(body).toMatchObject({ received: true, recorded: false, reason: 'problem' });
      const rows = await problemsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ topic, reason: body.problem });
      return rows[0]!;
    }

    it('acknowledges a signed reference to an account that does not exist', async () => {
      const id = nextId();
      const ghost = '00000000-0000-4000-8000-0000000000aa';
      payment(id, { external_reference: signed(ghost) });
      const problem = await acknowledged(id);
      expect(problem.reason).toBe('Usuário não encontrado.');
      expect(problem.details).toMatchObject({
        purchase: { userId: ghost, planId: 'basico', cycle: 'monthly' },
        payment_id: id,
        amount: 19.9,
        sqlstate: '22023',
      });
    });

    it('acknowledges a plan that does not exist, and the free plan', async () => {
      for (const planId of ['plano-fantasma', 'free_plan']) {
        const id = nextId();
        payment(id, { external_reference: signed(buyer.id, planId) });
        expect((await acknowledged(id)).reason, planId).toBe('Plano pago não encontrado.');
      }
    });

    it('acknowledges a negative amount and one that is not a number', async () => {
      const negative = nextId();
      payment(negative, { transaction_amount: -19.9 });
      expect((await acknowledged(negative)).reason).toBe('Pagamento inválido.');
      const text = nextId();
      payment(text, { transaction_amount: 'dezenove' });
      const problem = await acknowledged(text);
      expect(problem.reason).toBe('O Mercado Pago respondeu algo que não conseguimos ler.');
      expect(problem.details).toMatchObject({
        path: `/v1/payments/${text}`,
        problems: [expect.stringMatching(/^transaction_amount: /)],
      });
      const { rows } = await server.db.query(
        'select 1 from public.payments where provider_payment_id = any($1)',
        [[negative, text]],
      );
      expect(rows).toEqual([]);
    });

    it('acknowledges a payment id that later names another account, keeping the first', async () => {
      const id = nextId();
      payment(id, { status: 'pending' });
      const first = await sendNotification(webhookOf(server), id);
      expect(await first.json()).toMatchObject({ recorded: true, status: 'pending' });
      payment(id, { external_reference: signed(other.id) });
      const problem = await acknowledged(id);
      expect(problem.reason).toBe('Este pagamento pertence a outra conta ou plano.');
      const { rows } = await server.db.query<{ user_id: string; status: string }>(
        'select user_id, status from public.payments where provider_payment_id = $1',
        [id],
      );
      expect(rows).toEqual([{ user_id: buyer.id, status: 'pending' }]);
    });

    it('acknowledges answers from Mercado Pago that are not JSON or not the expected shape', async () => {
      const html = nextId();
      mp.rawAnswers.set(`/v1/payments/${html}`, {
        body: '<html>Manutenção</html>',
        contentType: 'text/html',
      });
      expect((await acknowledged(html)).details).toMatchObject({
        problems: ['a resposta não é JSON'],
      });
      for (const body of ['[1,2,3]', '{"id":{},"status":5}', 'null']) {
        const odd = nextId();
        mp.rawAnswers.set(`/v1/payments/${odd}`, { body });
        expect((await acknowledged(odd)).reason, body).toBe(
          'O Mercado Pago respondeu algo que não conseguimos ler.',
        );
      }
      const subscription = `2c93808${nextId()}`;
      mp.rawAnswers.set(`/preapproval/${subscription}`, { body: '{"id":"x"}' });
      await acknowledged(subscription, 'subscription_preapproval');
    });

    it('acknowledges a subscription of an account that does not exist', async () => {
      const id = `2c93808${nextId()}`;
      mp.preapprovals.set(id, {
        id,
        status: 'authorized',
        external_reference: signed(
          '00000000-0000-4000-8000-0000000000bb',
          'profissional',
          'yearly',
        ),
      });
      expect((await acknowledged(id, 'subscription_preapproval')).reason).toBe(
        'Usuário não encontrado.',
      );
    });

    it('keeps one row per resource and problem, counting repeats', async () => {
      const id = nextId();
      payment(id, { external_reference: signed(buyer.id, 'free_plan') });
      await acknowledged(id);
      const again = await sendNotification(webhookOf(server), id);
      expect(again.status).toBe(200);
      expect(await problemsOf(id)).toMatchObject([{ occurrences: 2 }]);
    });

    it('still answers 502 while Mercado Pago is down or unreachable: a retry can fix those', async () => {
      const id = nextId();
      payment(id, {});
      mp.down = true;
      try {
        expect((await sendNotification(webhookOf(server), id)).status).toBe(502);
      } finally {
        mp.down = false;
      }
      // The connection dropped while the answer arrived: not an unreadable answer, an outage.
      const cut = nextId();
      mp.rawAnswers.set(`/v1/payments/${cut}`, { body: '{"id":"1","status":"appr', cut: true });
      expect((await sendNotification(webhookOf(server), cut)).status).toBe(502);
      expect(await problemsOf(cut)).toEqual([]);
      const unreachable = await startTestServer(
        engine,
        {
          mercadoPago: {
            accessToken: mp.accessToken,
            webhookSecret: SECRET,
            apiUrl: 'http://127.0.0.1:9',
          },
        },
        { db: server.db },
      );
      try {
        expect((await sendNotification(webhookOf(unreachable), id)).status).toBe(502);
      } finally {
        await unreachable.stop();
      }
      expect(await problemsOf(id)).toEqual([]);
    });

    it('refuses a body over its limit with 413', async () => {
      const response = await sendNotification(webhookOf(server), nextId(), {
        body: JSON.stringify({ type: 'payment', padding: 'x'.repeat(100 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 'payload_too_large',
        message: 'O corpo da requisição é grande demais.',
      });
    });

    it('shows the problems to admins only', async () => {
      const read = async (user: NewUser, aal: 'aal1' | 'aal2' = 'aal1') => {
        const response = await fetch(
          `${server.url}/rest/v1/payment_notification_problems?select=topic,resource_id,reason,details,occurrences,received_at&order=received_at.desc`,
          {
            headers: {
              apikey: server.anonKey,
              authorization: `Bearer ${await server.tokenFor(user, { aal })}`,
            },
          },
        );
        expect(response.status).toBe(200);
        return (await response.json()) as unknown[];
      };
      expect((await read(admin, 'aal2')).length).toBeGreaterThan(5);
      expect(await read(buyer)).toEqual([]);
      const anonymous = await fetch(`${server.url}/rest/v1/payment_notification_problems`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
      });
      expect(anonymous.status).toBe(401);
      const write = await fetch(`${server.url}/rest/v1/rpc/record_payment_notification_problem`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${await server.tokenFor(admin, { aal: 'aal2' })}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_topic: 'payment', p_resource_id: '1', p_reason: 'x' }),
      });
      expect([401, 403, 404]).toContain(write.status);
    });
  },
);
