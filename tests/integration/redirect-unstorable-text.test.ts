/**
 * A visit carrying text Postgres cannot store (a NUL, a lone surrogate) must never stop visits
 * from being recorded, for every code of every user: the `redirect` function refuses such text
 * (as every route does), a header's is made storable before the visit is journalled, a journal
 * written before that is mended when it is replayed, and the visits after it are written. Both
 * engines, through the 302 path, the `redirect` function and a replay.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { createAuthUser, ENGINES, freshDatabase } from '../support/databases';
import type { NewUser } from '../support/databases';
import { startTestServer, type TestServer } from './auth-test-server';
import { WINDOWS } from '../support/user-agents';

describe.each(ENGINES)('visits with unstorable text (%s)', (engine) => {
  let server: TestServer;
  let db: Db;
  let owner: NewUser;
  let code: string;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    server = await startTestServer(engine, {}, { db });
    owner = await createAuthUser(db);
    code = await newQr();
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  async function newQr() {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com/menu') returning id`,
      [owner.id],
    );
    return rows[0]!.id;
  }
  const referrersOf = async (id: string) =>
    (
      await db.query<{ referrer: string | null }>(
        'select referrer from public.qr_code_scans where qr_code_id = $1 order by scanned_at, id',
        [id],
      )
    ).rows.map((row) => row.referrer);
  const callFunction = (body: object) =>
    fetch(`${server.url}/functions/v1/redirect`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'user-agent': WINDOWS,
      },
      body: JSON.stringify(body),
    });

  it('refuses a NUL or a lone surrogate sent to the function, and keeps recording', async () => {
    for (const referrer of ['https://ref.example/a\u0000b', 'https://ref.example/\ud800x']) {
      const response = await callFunction({ kind: 'qr', code, referrer });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const fine = await callFunction({ kind: 'qr', code, referrer: 'https://ref.example/ok' });
    expect(fine.status).toBe(200);
    const other = await newQr();
    expect((await fetch(`${server.url}/qr/${other}`, { redirect: 'manual' })).status).toBe(302);
    await server.flushVisits();
    expect(await referrersOf(code)).toEqual(['https://ref.example/ok']);
    expect(await referrersOf(other)).toHaveLength(1);
  });

  it('survives a NUL byte in a header of the 302 path and keeps recording', async () => {
    const id = await newQr();
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(
          `GET /qr/${id} HTTP/1.1\r\nHost: x\r\nUser-Agent: ${WINDOWS}\r\nReferer: https://r.example/\u0000x\r\nConnection: close\r\n\r\n`,
          'latin1',
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    // Node's parser refuses the header outright (400), or the visit is recorded mended.
    expect(answer).toMatch(/^HTTP\/1\.1 (400|302) /);
    expect((await fetch(`${server.url}/qr/${id}`, { redirect: 'manual' })).status).toBe(302);
    await server.flushVisits();
    const referrers = await referrersOf(id);
    expect(referrers.length).toBeGreaterThanOrEqual(1);
    for (const referrer of referrers) expect(referrer ?? '').not.toContain('\u0000');
  });

  it('replays a journal written before visits were mended, and the visits after it', async () => {
    const id = await newQr();
    const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-test-'));
    const journal = join(dataDir, 'journal');
    mkdirSync(journal);
    // A millisecond apart, in journal order, before the live scan below: the rows are read in
    // time order, and visits of one millisecond came back in the order of their random ids.
    const journalledFrom = Date.now() - 10_000;
    const entry = (seq: number, referrer: string) =>
      JSON.stringify({
        seq,
        kind: 'qr',
        target: id,
        at: new Date(journalledFrom + seq).toISOString(),
        user_agent: WINDOWS,
        referrer,
        ip: '200.1.2.3',
        country: null,
        city: null,
        device: 'desktop',
        browser: 'Chrome',
        os: 'Linux',
        is_bot: false,
      });
    // As an earlier version journalled them, killed before it wrote them.
    writeFileSync(
      join(journal, '000001.log'),
      `${entry(1, 'https://a.example/\u0000')}\n${entry(2, 'https://b.example/\ud800')}\n${entry(3, 'https://c.example/')}\n`,
    );
    const restarted = await startTestServer(engine, { dataDir }, { db });
    try {
      expect((await fetch(`${restarted.url}/qr/${id}`, { redirect: 'manual' })).status).toBe(302);
      await restarted.flushVisits();
      expect(await referrersOf(id)).toEqual([
        'https://a.example/\ufffd',
        'https://b.example/\ufffd',
        'https://c.example/',
        null,
      ]);
    } finally {
      await restarted.stop();
    }
  });
});
