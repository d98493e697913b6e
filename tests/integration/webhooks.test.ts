/**
 * Webhooks on scan milestones, end to end on both engines: ten scans through the real redirect
 * reach the 10-scan milestone; the server POSTs one JSON delivery signed with HMAC-SHA256 of its
 * body, retries after a failure, and the owner's delivery log says what happened. The receiver
 * is a local server on 127.0.0.1, reachable only because the test sets the loopback override.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { asRole, createAuthUser, ENGINES, freshDatabase, userCaller } from '../support/databases';
import type { NewUser } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';
import { WINDOWS } from '../support/user-agents';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

describe.each(ENGINES)('webhooks on scan milestones (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let owner: NewUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    db = await freshDatabase(engine);
    server = await startTestServer(engine, { webhookAllowLoopback: true }, { db });
    owner = await createAuthUser(db);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await receiver?.close();
  });

  async function createWebhook(): Promise<{ id: string; secret: string }> {
    const response = await fetch(`${server.url}/rest/v1/rpc/create_webhook`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(owner)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_url: 'https://hooks.example.com/qrlink' }),
    });
    expect(response.status).toBe(200);
    const hook = (await response.json()) as { id: string; secret: string };
    // Users register https addresses only; the test's receiver is plain http on 127.0.0.1.
    await db.query('update public.webhooks set url = $2 where id = $1', [hook.id, receiver.url]);
    return hook;
  }

  const deliveries = () =>
    asRole(db, userCaller(owner), async (tx) => {
      const { rows } = await tx.query<{
        status: string;
        attempts: number;
        last_status: number | null;
        event: string;
      }>(
        'select status, attempts, last_status, event from public.webhook_deliveries order by created_at',
      );
      return rows;
    });

  /** Runs delivery rounds until `count` requests arrived (the worker's timer may run some). */
  async function waitForRequests(count: number) {
    for (let round = 0; round < 50 && receiver.received.length < count; round += 1) {
      await server.deliverWebhooks();
      if (receiver.received.length < count) await new Promise((done) => setTimeout(done, 100));
    }
    expect(receiver.received).toHaveLength(count);
  }

  it('posts one signed delivery when a code reaches 10 scans, and retries a failure', async () => {
    const hook = await createWebhook();
    const { rows } = await db.query<{ id: string }>(
      "insert into public.qr_codes (user_id, target_url) values ($1, 'https://exemplo.com.br/menu') returning id",
      [owner.id],
    );
    const qrId = rows[0]!.id;
    receiver.answers.push(500);
    for (let i = 0; i < 10; i += 1) {
      const scan = await fetch(`${server.url}/qr/${qrId}`, {
        redirect: 'manual',
        headers: { 'user-agent': WINDOWS, 'x-forwarded-for': `200.1.1.${i}` },
      });
      expect(scan.status).toBe(302);
    }
    await server.flushVisits();
    await waitForRequests(1);
    expect(await deliveries()).toEqual([
      { status: 'pending', attempts: 1, last_status: 500, event: 'scan.milestone' },
    ]);

    // The retry is due later; make it due now.
    await db.query(
      "update public.webhook_deliveries set next_attempt_at = now() where status = 'pending'",
    );
    await waitForRequests(2);
    expect(await deliveries()).toEqual([
      { status: 'delivered', attempts: 2, last_status: 200, event: 'scan.milestone' },
    ]);

    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    const signature = createHmac('sha256', hook.secret).update(second!.body).digest('hex');
    expect(second!.headers['x-qrlink-signature']).toBe(`sha256=${signature}`);
    expect(second!.headers['x-qrlink-event']).toBe('scan.milestone');
    expect(second!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(second!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'scan.milestone',
      data: { qr_code_id: qrId, milestone: 10, target_url: 'https://exemplo.com.br/menu' },
    });
    expect(second!.headers['x-qrlink-delivery']).toBe(body.id);

    // More scans below the next milestone send nothing more.
    await fetch(`${server.url}/qr/${qrId}`, {
      redirect: 'manual',
      headers: { 'user-agent': WINDOWS },
    });
    await server.flushVisits();
    await server.deliverWebhooks();
    expect(receiver.received).toHaveLength(2);
  });

  it('sends a test event on request', async () => {
    const hook = await createWebhook();
    await asRole(db, userCaller(owner), (tx) =>
      tx.query('select public.ping_webhook($1)', [hook.id]),
    );
    await waitForRequests(3);
    const ping = receiver.received[2]!;
    expect(JSON.parse(ping.body)).toMatchObject({ event: 'ping', data: {} });
    expect(ping.headers['x-qrlink-signature']).toBe(
      `sha256=${createHmac('sha256', hook.secret).update(ping.body).digest('hex')}`,
    );
  });
});
