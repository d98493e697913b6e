/**
 * Redirects answer from the server's memory: an edit or a delete, made through the API of this
 * server or of another one on the same database, reaches the next redirect (the database's
 * notifications drop the cached entry), and visits answered by each instance are all written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { openDatabase } from '@qrlink/server/db/database';
import { migrate } from '@qrlink/server/db/migrate';
import {
  createAuthUser,
  emptyPostgresDatabase,
  ENGINES,
  freshDatabase,
} from '../support/databases';
import type { NewUser } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';
import { IPHONE } from '../support/user-agents';

// Notifications travel after commit (on PostgreSQL over another connection): a redirect sent
// right after the edit's answer may come a few milliseconds early. It must not be later.
const NOTICE_MS = 1_000;

async function location(server: TestServer, path: string): Promise<string | number> {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': IPHONE },
  });
  await response.arrayBuffer();
  return response.status === 302 ? response.headers.get('location')! : response.status;
}

async function rest(
  server: TestServer,
  owner: NewUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${await server.tokenFor(owner)}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

async function createCodes(db: Db, owner: NewUser) {
  const { rows: qr } = await db.query<{ id: string }>(
    `insert into public.qr_codes (user_id, target_url) values ($1, 'https://a.example/') returning id`,
    [owner.id],
  );
  const { rows: link } = await db.query<{ id: string }>(
    `insert into public.short_links (user_id, original_url, short_code, custom_alias)
     values ($1, 'https://b.example/', $2, $3) returning id`,
    [owner.id, `C${Math.random().toString(36).slice(2, 7)}`, `promo-${Date.now()}`],
  );
  return { qrId: qr[0]!.id, linkId: link[0]!.id };
}

describe.each(ENGINES)('the destination cache (%s)', (engine) => {
  let db: Db;
  let server: TestServer;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('sends the new destination after an edit and 404 after a delete', async () => {
    const owner = await createAuthUser(db);
    const { qrId, linkId } = await createCodes(db, owner);
    const { rows } = await db.query<{ alias: string }>(
      'select custom_alias as alias from public.short_links where id = $1',
      [linkId],
    );
    const alias = rows[0]!.alias;
    expect(await location(server, `/qr/${qrId}`)).toBe('https://a.example/');
    expect(await location(server, `/s/${alias}`)).toBe('https://b.example/');

    await rest(server, owner, 'PATCH', `qr_codes?id=eq.${qrId}`, {
      target_url: 'https://a2.example/',
    });
    await rest(server, owner, 'PATCH', `short_links?id=eq.${linkId}`, {
      original_url: 'https://b2.example/',
      custom_alias: `${alias}-novo`,
    });
    await expect
      .poll(() => location(server, `/qr/${qrId}`), { timeout: NOTICE_MS, interval: 5 })
      .toBe('https://a2.example/');
    await expect
      .poll(() => location(server, `/s/${alias}-novo`), { timeout: NOTICE_MS, interval: 5 })
      .toBe('https://b2.example/');
    expect(await location(server, `/s/${alias}`)).toBe(404);

    await rest(server, owner, 'DELETE', `qr_codes?id=eq.${qrId}`);
    await rest(server, owner, 'DELETE', `short_links?id=eq.${linkId}`);
    await expect
      .poll(() => location(server, `/qr/${qrId}`), { timeout: NOTICE_MS, interval: 5 })
      .toBe(404);
    await expect
      .poll(() => location(server, `/s/${alias}-novo`), { timeout: NOTICE_MS, interval: 5 })
      .toBe(404);
    await server.flushVisits();
  });
});

describe('two server instances on one PostgreSQL database', () => {
  let dbA: Db;
  let dbB: Db;
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await emptyPostgresDatabase('qrlink_two');
    drop = database.drop;
    dbA = await openDatabase({ databaseUrl: database.url });
    await migrate(dbA, { seed: true });
    dbB = await openDatabase({ databaseUrl: database.url });
    a = await startTestServer('postgres', {}, { db: dbA });
    b = await startTestServer('postgres', {}, { db: dbB });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await dbA?.close();
    await dbB?.close();
    await drop?.();
  });

  it('an edit through one reaches the redirects of the other, and both record', async () => {
    const owner = await createAuthUser(dbA);
    const { qrId } = await createCodes(dbA, owner);
    expect(await location(b, `/qr/${qrId}`)).toBe('https://a.example/');
    await rest(a, owner, 'PATCH', `qr_codes?id=eq.${qrId}`, { target_url: 'https://a2.example/' });
    await expect
      .poll(() => location(b, `/qr/${qrId}`), { timeout: NOTICE_MS, interval: 5 })
      .toBe('https://a2.example/');

    for (let i = 0; i < 20; i++) {
      expect(await location(i % 2 ? a : b, `/qr/${qrId}`)).toBe('https://a2.example/');
    }
    await a.flushVisits();
    await b.flushVisits();
    const { rows } = await dbA.query<{ scans: number; counted: number }>(
      `select (select count(*) from public.qr_code_scans where qr_code_id = $1) as scans,
              (select scan_count from public.qr_codes where id = $1) as counted`,
      [qrId],
    );
    // Every 302 of both instances (the polls' included) is one row and one count.
    expect(rows[0]!.scans).toBe(rows[0]!.counted);
    expect(rows[0]!.scans).toBeGreaterThanOrEqual(22);
  });
});
