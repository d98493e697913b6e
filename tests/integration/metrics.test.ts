/**
 * GET /metrics: off (404) without METRICS_TOKEN; with it, refused (401) without the token as a
 * bearer, and in Prometheus' text format with it: redirects by kind and status (from memory
 * and the full way), the visits on their way to the database, their batches, the destination
 * cache, the webhook outbox, answer latencies and Node's event-loop delay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser, ENGINES, freshDatabase } from '../support/databases';
import { IPHONE } from '../support/user-agents';
import { startTestServer, type TestServer } from './auth-test-server';

const TOKEN = 'token-das-metricas-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

async function scrape(server: TestServer, authorization?: string) {
  return fetch(`${server.url}/metrics`, {
    headers: authorization ? { authorization } : {},
  });
}

async function visit(server: TestServer, path: string): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': IPHONE },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let db: Db;
  let server: TestServer;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    server = await startTestServer('pglite', {}, { db });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('does not exist, even with a token', async () => {
    const response = await scrape(server, `Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'metrics_off',
      message: 'As métricas estão desligadas: defina METRICS_TOKEN no servidor.',
    });
  });
});

describe.each(ENGINES)('GET /metrics with METRICS_TOKEN (%s)', (engine) => {
  let db: Db;
  let server: TestServer;
  let qrId: string;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    // The code exists before the server listens for changes: its insert's change notice would
    // otherwise reach the cache whenever PostgreSQL delivers it, maybe after the first scan
    // loaded the code, and count a second load (a CI run on a busy machine saw 4).
    const owner = await createAuthUser(db);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url) values ($1, 'https://a.example/') returning id`,
      [owner.id],
    );
    qrId = rows[0]!.id;
    server = await startTestServer(engine, { metricsToken: TOKEN }, { db });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer outro-token-qualquer-123', TOKEN]) {
      const response = await scrape(server, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({
        code: 'metrics_unauthorized',
        message: 'Envie o METRICS_TOKEN como token Bearer.',
      });
    }
  });

  it('counts redirects, their visits, the cache and the latencies', async () => {
    // The first scan loads the code (the full way), the next two come from memory.
    for (let i = 0; i < 3; i++) expect(await visit(server, `/qr/${qrId}`)).toBe(302);
    expect(await visit(server, '/qr/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await visit(server, '/s/nao-existe')).toBe(404);
    await server.flushVisits();

    const response = await scrape(server, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();

    expect(sample(text, 'qrlink_redirects_total{kind="qr",status="302"}')).toBe(3);
    expect(sample(text, 'qrlink_redirects_total{kind="qr",status="404"}')).toBe(1);
    expect(sample(text, 'qrlink_redirects_total{kind="short_link",status="404"}')).toBe(1);
    // Three visits written, none waiting, none refused.
    expect(sample(text, 'qrlink_visit_batch_size_sum')).toBe(3);
    expect(sample(text, 'qrlink_visit_batch_write_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qrlink_visits_waiting')).toBe(0);
    expect(sample(text, 'qrlink_visits_oldest_wait_seconds')).toBe(0);
    expect(sample(text, 'qrlink_visits_set_aside')).toBe(0);
    expect(sample(text, 'qrlink_visit_journal_bytes')).toBeGreaterThan(0);
    // The code and the two unknown addresses were looked up once each; the code stays cached.
    expect(sample(text, 'qrlink_destination_cache_loads_total')).toBe(3);
    expect(sample(text, 'qrlink_destination_cache_codes')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'qrlink_webhook_deliveries_pending')).toBe(0);
    // Every redirect has a latency, from memory (no Fastify) or the full way.
    const answered = (status: number) =>
      sample(
        text,
        `qrlink_http_request_duration_seconds_count{method="GET",route="/qr/*",status="${status}"}`,
      );
    expect(answered(302)).toBe(3);
    expect(answered(404)).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});
