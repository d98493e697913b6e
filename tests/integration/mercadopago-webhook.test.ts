/**
 * POST /api/payments/mercadopago against a stand-in for Mercado Pago's API: signatures (bad,
 * missing, stale, replayed), approved / pending / rejected payments, references that are not
 * ours or name another account, an outage, and the server without the keys.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signReference } from '../../packages/server/src/payments/external-reference';
import {
  signatureManifest,
  signManifest,
} from '../../packages/server/src/payments/webhook-signature';
import { createAuthUser, type NewUser } from '../support/databases';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { startTestServer, type TestServer } from './auth-test-server';

const SECRET = 'segredo-do-webhook-de-teste';

describe('Mercado Pago webhook', () => {
  let server: TestServer;
  let bare: TestServer;
  let mp: MercadoPagoStandIn;
  let buyer: NewUser;
  let other: NewUser;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    server = await startTestServer('pglite', {
      mercadoPago: { accessToken: mp.accessToken, webhookSecret: SECRET, apiUrl: mp.url },
    });
    bare = await startTestServer('pglite', {}, { db: server.db });
    buyer = await createAuthUser(server.db, { fullName: 'Compradora' });
    other = await createAuthUser(server.db, { fullName: 'Outra' });
  });
  afterAll(async () => {
    await bare.stop();
    await server.stop();
    await mp.stop();
  });

  /** A notification as Mercado Pago sends it, signed unless told otherwise. */
  function notify(
    dataId: string,
    opts: {
      secret?: string;
      ts?: number;
      requestId?: string;
      signature?: string | null;
      topic?: string;
    } = {},
    target: TestServer = server,
  ) {
    const topic = opts.topic ?? 'payment';
    const ts = String(opts.ts ?? Date.now());
    const requestId = opts.requestId ?? randomUUID();
    const v1 = signManifest(opts.secret ?? SECRET, signatureManifest(dataId, requestId, ts));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-request-id': requestId,
    };
    if (opts.signature !== null) headers['x-signature'] = opts.signature ?? `ts=${ts},v1=${v1}`;
    return fetch(`${target.url}/api/payments/mercadopago?data.id=${dataId}&type=${topic}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: `${topic}.updated`, type: topic, data: { id: dataId } }),
    });
  }

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
