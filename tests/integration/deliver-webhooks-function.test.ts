/**
 * The `deliver-webhooks` function (docs/product/sharing-api-lgpd.md), what pg_cron calls on a
 * hosted project, on both runtimes: only the service role may call it; each call sends what is
 * due, signed as the self-hosted worker signs it, and a failed delivery waits for its retry. The
 * stack under test runs no worker of its own, so every request the receiver gets is the function's.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { asRole, createAuthUser, userCaller, type NewUser } from '../support/databases';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

describe.each(FUNCTION_TARGETS)('the deliver-webhooks function (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let db: Db;
  let owner: NewUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    functions = await startFunctions(target, { webhookAllowLoopback: true });
    ({ db } = functions.server);
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await functions?.stop();
    await receiver?.close();
  });

  const deliver = (key: string) =>
    fetch(`${functions.functionsUrl}/deliver-webhooks`, {
      method: 'POST',
      headers: { apikey: functions.server.anonKey, authorization: `Bearer ${key}` },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  /** A webhook of the owner's at the local receiver, with a test event waiting. */
  async function pingedWebhook(): Promise<{ id: string; secret: string }> {
    const hook = await asRole(db, userCaller(owner), async (tx) => {
      const { rows } = await tx.query<{ hook: { id: string; secret: string } }>(
        "select public.create_webhook('https://hooks.example.com/qrlink') as hook",
      );
      return rows[0]!.hook;
    });
    await db.query('update public.webhooks set url = $2 where id = $1', [hook.id, receiver.url]);
    await asRole(db, userCaller(owner), (tx) =>
      tx.query('select public.ping_webhook($1)', [hook.id]),
    );
    return hook;
  }

  it('sends what is due for the service role only, signed', async () => {
    const hook = await pingedWebhook();
    expect(await deliver(functions.server.anonKey)).toEqual({
      status: 403,
      body: { code: 'forbidden', message: 'Somente o agendador do projeto envia os webhooks.' },
    });
    expect(await deliver(await functions.server.tokenFor(owner))).toMatchObject({ status: 403 });
    expect(receiver.received).toHaveLength(0);

    expect(await deliver(functions.server.serviceKey)).toEqual({
      status: 200,
      body: { attempted: 1 },
    });
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received;
    expect(JSON.parse(ping!.body)).toMatchObject({ event: 'ping', data: {} });
    expect(ping!.headers['x-qrlink-signature']).toBe(
      `sha256=${createHmac('sha256', hook.secret).update(ping!.body).digest('hex')}`,
    );
    expect(await deliver(functions.server.serviceKey)).toEqual({
      status: 200,
      body: { attempted: 0 },
    });
  });

  it('leaves a failed delivery for its retry, later', async () => {
    await pingedWebhook();
    receiver.answers.push(500);
    expect((await deliver(functions.server.serviceKey)).body).toEqual({ attempted: 1 });
    expect((await deliver(functions.server.serviceKey)).body).toEqual({ attempted: 0 });
    const { rows } = await db.query<{ status: string; attempts: number; last_status: number }>(
      `select status, attempts, last_status from public.webhook_deliveries
        where last_status = 500`,
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_status: 500 }]);
  });
});
